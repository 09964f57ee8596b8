import { maxBodyBytes as signUpMaxBodyBytes } from '#app/newsletter/sign-up/limits.ts'

/**
 * A reader's form body is refused unread above this (413): the longest
 * application, every answer at its longest in Chinese (each character nine
 * bytes once percent-encoded), stays well below it.
 */
export const maxFormBodyBytes = 128 * 1024

/**
 * What the server reads of a request's body before an action sees it
 * (server/app.ts): the sign-up's small limit on the newsletter page (its
 * form holds one address), the readers' forms' limit everywhere else.
 */
export function maxRequestBodyBytes(pathname: string): number {
	return /^(?:\/zh-han[st])?\/newsletter(?:\.data)?$/i.test(pathname) ? signUpMaxBodyBytes : maxFormBodyBytes
}
