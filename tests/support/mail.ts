/**
 * Just enough MIME to read the site's own messages in tests: headers
 * (unfolded, RFC 2047 words decoded), the text and HTML parts of a
 * multipart/alternative body (inside a multipart/mixed one when files are
 * attached), quoted-printable or base64, and the attached files.
 */
export type ParsedMail = {
	headers: Map<string, string>
	text: string
	html: string
	attachments: { filename: string; contentType: string; content: string }[]
}

type Part = { type: string; disposition: string; body: string }

export function parseMail(raw: string): ParsedMail {
	const { headers, body } = splitEntity(raw)
	const parts = leafParts(headers, body)
	const inline = parts.filter((p) => !p.disposition.startsWith('attachment'))
	return {
		headers,
		text: inline.find((p) => p.type.startsWith('text/plain'))?.body ?? '',
		html: inline.find((p) => p.type.startsWith('text/html'))?.body ?? '',
		attachments: parts
			.filter((p) => p.disposition.startsWith('attachment'))
			.map((p) => ({
				filename: /filename="?([^";]+)"?/i.exec(p.disposition)?.[1] ?? '',
				contentType: p.type,
				content: p.body,
			})),
	}
}

/** The entity's leaf parts, looking inside nested multipart bodies. */
function leafParts(headers: Map<string, string>, body: string): Part[] {
	const type = headers.get('content-type') ?? ''
	const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
	if (!boundary)
		return [{ type, disposition: headers.get('content-disposition') ?? '', body: decodeBody(body, headers) }]
	const parts: Part[] = []
	for (const chunk of body.split(`--${boundary}`).slice(1)) {
		if (chunk.startsWith('--')) break
		const part = splitEntity(chunk.replace(/^\r?\n/, ''))
		parts.push(...leafParts(part.headers, part.body))
	}
	return parts
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
