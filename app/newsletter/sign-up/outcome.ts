import type { AddressProblem } from './email-address.ts'
import type { FormProblem } from './form-body.ts'

/** Every answer the sign-up can give. Each has a message in every language (Site words › Newsletter sign-up form: content/ui, `newsletterForm.messages`). */
export type SignUpCode =
	'subscribed' | AddressProblem | FormProblem | 'too-large' | 'cross-site' | 'rate-limited' | 'unavailable'

/**
 * What the action returns; `value` gives the reader back what they typed, to
 * correct it; `source` is the page the form sat on (English path, checked).
 */
export type SignUpResult = { code: SignUpCode; value?: string; source?: string }

/** A link back to the page a sign-up was sent from (way-back.server.ts), with that page's title. */
export type WayBack = { href: string; title: string }

/** The heading each kind of answer goes under (content/ui, `newsletterForm.titles`). */
export type ResultTitle = 'success' | 'address' | 'form' | 'refused' | 'wait' | 'unavailable'

export function resultTitle(code: SignUpCode): ResultTitle {
	switch (code) {
		case 'subscribed':
			return 'success'
		case 'content-type':
		case 'encoding':
		case 'missing-field':
		case 'repeated-field':
		case 'unexpected-field':
		case 'too-large':
			return 'form'
		case 'cross-site':
			return 'refused'
		case 'rate-limited':
			return 'wait'
		case 'unavailable':
			return 'unavailable'
		default:
			return 'address'
	}
}

/** HTTP status of each answer: 400 for a malformed request, 422 for an unusable address. */
export function resultStatus(code: SignUpCode): number {
	switch (code) {
		case 'subscribed':
			return 200
		case 'too-large':
			return 413
		case 'cross-site':
			return 403
		case 'rate-limited':
			return 429
		case 'unavailable':
			return 503
		default:
			return resultTitle(code) === 'form' ? 400 : 422
	}
}
