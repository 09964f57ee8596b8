/** Why a request body was refused before its address was even looked at. */
export type FormProblem = 'content-type' | 'encoding' | 'missing-field' | 'repeated-field' | 'unexpected-field'

type FormFields = Map<string, string>
export type FormParse = { ok: true; fields: FormFields } | { ok: false; problem: FormProblem }

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true })

/**
 * Reads an `application/x-www-form-urlencoded` body strictly: the content type
 * must say so (a charset, if given, must be UTF-8); every byte and every
 * percent-escape must decode as UTF-8 (URLSearchParams would silently turn bad
 * bytes into U+FFFD); each field may appear once; only the `allowed` fields may
 * appear, and the `required` ones must.
 */
export function parseFormBody(
	contentType: string | null,
	body: Uint8Array,
	{ allowed, required }: { allowed: readonly string[]; required: readonly string[] },
): FormParse {
	const type = parseContentType(contentType)
	if (type.mediaType !== 'application/x-www-form-urlencoded') return { ok: false, problem: 'content-type' }
	if (type.charset && type.charset !== 'utf-8') return { ok: false, problem: 'encoding' }
	let text: string
	try {
		text = utf8.decode(body)
	} catch {
		return { ok: false, problem: 'encoding' }
	}
	const fields: FormFields = new Map()
	for (const pair of text.split('&')) {
		if (pair === '') continue
		const equals = pair.indexOf('=')
		const name = decodeComponent(equals === -1 ? pair : pair.slice(0, equals))
		const value = decodeComponent(equals === -1 ? '' : pair.slice(equals + 1))
		if (name === null || value === null) return { ok: false, problem: 'encoding' }
		if (!allowed.includes(name)) return { ok: false, problem: 'unexpected-field' }
		if (fields.has(name)) return { ok: false, problem: 'repeated-field' }
		fields.set(name, value)
	}
	if (required.some((name) => !fields.has(name))) return { ok: false, problem: 'missing-field' }
	return { ok: true, fields }
}

function parseContentType(header: string | null): { mediaType: string; charset?: string } {
	if (!header) return { mediaType: '' }
	const [mediaType = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase())
	const charsetParam = params.find((param) => param.startsWith('charset='))
	const charset = charsetParam?.slice('charset='.length).replace(/^"(.*)"$/, '$1')
	return { mediaType, charset }
}

/** `+` is a space; each run of `%XX` escapes is bytes that must form UTF-8. Null when malformed. */
function decodeComponent(raw: string): string | null {
	const text = raw.replaceAll('+', ' ')
	if (!text.includes('%')) return text
	if (/%(?![\da-f]{2})/i.test(text)) return null
	try {
		return text.replace(/(?:%[\da-f]{2})+/gi, (run) =>
			utf8.decode(Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16))),
		)
	} catch {
		return null
	}
}
