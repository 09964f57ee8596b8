/** Han characters: a Chinese name's avatar shows its first character, the family name. */
const han = /\p{Script=Han}/u

/**
 * The letters an initials avatar shows: the first character of a Chinese
 * name, or the first letters of the first and last words of any other name.
 */
export function initials(name: string): string {
	const trimmed = name.trim()
	if (trimmed === '') return ''
	if (han.test(trimmed)) return [...trimmed][0]!
	const words = trimmed.split(/\s+/)
	const first = words[0]!
	const last = words.length > 1 ? words.at(-1)! : ''
	return (first.charAt(0) + last.charAt(0)).toLocaleUpperCase('en')
}
