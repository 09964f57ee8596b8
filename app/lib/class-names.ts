/**
 * A class attribute from several class names, leaving out the missing ones:
 * a CSS module has no class for a variant it does not style (a section's
 * "plain" tone), and `undefined` must never reach the page as a class.
 */
export function classNames(...names: (string | false | null | undefined)[]): string {
	return names.filter(Boolean).join(' ')
}
