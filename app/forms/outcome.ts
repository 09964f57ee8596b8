import type { FormProblem } from '#app/newsletter/sign-up/form-body.ts'
import { resultStatus } from '#app/newsletter/sign-up/outcome.ts'
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

/** The HTTP status of a refusal: the sign-up's for the same reasons (400, 403, 413, 429, 503). */
export function refusalStatus(refusal: FormRefusal): number {
	return resultStatus(refusal)
}
