import isEmail from 'validator/lib/isEmail.js'

/** Why an address was refused. Each has its own message in every language. */
export type AddressProblem =
	| 'missing'
	| 'control-characters'
	| 'display-name'
	| 'several-addresses'
	| 'quotes'
	| 'full-width'
	| 'spaces'
	| 'too-long'
	| 'local-too-long'
	| 'invalid'

export type AddressCheck = { ok: true; address: string } | { ok: false; problem: AddressProblem }

/** RFC 5321: a path holds at most 254 characters of address, of which the local part at most 64. */
const maxAddressLength = 254
const maxLocalPartLength = 64

// C0 and C1 controls and DEL (CR, LF and NUL among them), plus the invisible
// format characters that can hide text: zero-width marks, bidi overrides, BOM,
// line and paragraph separators.
// oxlint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u
// Full-width forms (＠, ．, Ａ…) and the ideographic space that Chinese input methods type.
const fullWidth = /[\uff00-\uffef\u3000]/u

/**
 * Checks one e-mail address the way a careful mailing-list service does, and
 * returns it normalised (trimmed, lower-cased, domain in ASCII) or the first
 * problem found. Specific refusals come first, so the reader learns what to
 * fix; the syntax itself is checked by validator's isEmail, not a home-made regex.
 */
export function checkEmailAddress(raw: string): AddressCheck {
	if (controlCharacters.test(raw)) return { ok: false, problem: 'control-characters' }
	const value = raw.trim()
	if (value === '') return { ok: false, problem: 'missing' }
	if (value.includes('<') || value.includes('>')) return { ok: false, problem: 'display-name' }
	if (/[,;]/.test(value) || (value.split('@').length > 2 && /\s/.test(value))) {
		return { ok: false, problem: 'several-addresses' }
	}
	if (value.includes('"')) return { ok: false, problem: 'quotes' }
	if (fullWidth.test(value)) return { ok: false, problem: 'full-width' }
	if (/\s/.test(value)) return { ok: false, problem: 'spaces' }
	if (value.length > maxAddressLength) return { ok: false, problem: 'too-long' }
	const at = value.lastIndexOf('@')
	if (at > maxLocalPartLength) return { ok: false, problem: 'local-too-long' }
	const strict = {
		allow_display_name: false,
		allow_utf8_local_part: false,
		allow_ip_domain: false,
		allow_underscores: false,
		require_tld: true,
		ignore_max_length: false,
	}
	if (at < 1 || !isEmail(value, strict)) return { ok: false, problem: 'invalid' }
	const domain = asciiDomain(value.slice(at + 1))
	if (!domain) return { ok: false, problem: 'invalid' }
	const address = `${value.slice(0, at)}@${domain}`.toLowerCase()
	if (address.length > maxAddressLength) return { ok: false, problem: 'too-long' }
	return { ok: true, address }
}

/** An internationalised domain in its ASCII (punycode) form, so one mailbox has one spelling. */
function asciiDomain(domain: string): string {
	try {
		return new URL(`http://${domain}`).hostname
	} catch {
		return ''
	}
}
