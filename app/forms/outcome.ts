import type { FormProblem } from '#app/newsletter/sign-up/form-body.ts'
import type { FieldProblem } from './fields.ts'

/** Why a reader's form was refused as a whole (each has its words: Site words › Readers' forms, `refusals`). */
export type FormRefusal = FormProblem | 'too-large' | 'cross-site' | 'rate-limited' | 'unavailable'

/**
 * What a reader's form action answers when it does not send the reader on
 * (success is a 303 to the page's #sent notice): the whole form refused, or
 * the answers with the problem of each field that has one, to correct them.
 */
export type FormResult =
	| { kind: 'refused'; refusal: FormRefusal }
	| { kind: 'invalid'; problems: Record<string, FieldProblem>; values: Record<string, string> }

export function refusalStatus(refusal: FormRefusal): number {
	switch (refusal) {
		case 'too-large':
			return 413
		case 'cross-site':
			return 403
		case 'rate-limited':
			return 429
		case 'unavailable':
			return 503
		default:
			return 400
	}
}
