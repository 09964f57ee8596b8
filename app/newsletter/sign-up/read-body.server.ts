/**
 * A request's body as bytes, or null once it passes `limit` bytes — the rest
 * is never read. The Express server already refuses large bodies before they
 * reach React Router; this is the same rule for any other way in (the dev server, tests).
 */
export async function readBodyWithLimit(request: Request, limit: number): Promise<Uint8Array | null> {
	const declared = Number(request.headers.get('content-length') ?? Number.NaN)
	if (declared > limit) return null
	if (!request.body) return new Uint8Array()
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > limit) {
			await reader.cancel()
			return null
		}
		chunks.push(value)
	}
	const body = new Uint8Array(size)
	let offset = 0
	for (const chunk of chunks) {
		body.set(chunk, offset)
		offset += chunk.byteLength
	}
	return body
}
