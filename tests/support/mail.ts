/**
 * Just enough MIME to read the newsletter's own messages in tests: headers
 * (unfolded, RFC 2047 words decoded), and the text and HTML parts of a
 * multipart/alternative body, quoted-printable or base64.
 */
export type ParsedMail = { headers: Map<string, string>; text: string; html: string }

export function parseMail(raw: string): ParsedMail {
	const { headers, body } = splitEntity(raw)
	const parts: { type: string; body: string }[] = []
	const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1]
	if (boundary) {
		for (const chunk of body.split(`--${boundary}`).slice(1)) {
			if (chunk.startsWith('--')) break
			const part = splitEntity(chunk.replace(/^\r?\n/, ''))
			parts.push({ type: part.headers.get('content-type') ?? '', body: decodeBody(part.body, part.headers) })
		}
	} else parts.push({ type: headers.get('content-type') ?? '', body: decodeBody(body, headers) })
	return {
		headers,
		text: parts.find((p) => p.type.startsWith('text/plain'))?.body ?? '',
		html: parts.find((p) => p.type.startsWith('text/html'))?.body ?? '',
	}
}

function splitEntity(raw: string) {
	const end = raw.search(/\r?\n\r?\n/)
	const head = raw.slice(0, end).replace(/\r?\n[ \t]+/g, ' ')
	const headers = new Map<string, string>()
	for (const line of head.split(/\r?\n/)) {
		const colon = line.indexOf(':')
		if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()))
	}
	return { headers, body: raw.slice(end).replace(/^\r?\n\r?\n/, '') }
}

function decodeBody(body: string, headers: Map<string, string>): string {
	const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase()
	if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
	if (encoding === 'quoted-printable') return quotedPrintable(body.replace(/=\r?\n/g, ''))
	return body
}

function quotedPrintable(text: string): string {
	const bytes: number[] = []
	for (let i = 0; i < text.length; i++) {
		if (text[i] === '=' && /^[\dA-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
			bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16))
			i += 2
		} else bytes.push(...Buffer.from(text[i]!, 'utf8'))
	}
	return Buffer.from(bytes).toString('utf8')
}

function decodeWords(value: string): string {
	return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
		kind.toLowerCase() === 'b'
			? Buffer.from(data, 'base64').toString('utf8')
			: quotedPrintable(data.replaceAll('_', ' ')),
	)
}
