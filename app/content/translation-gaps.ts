/**
 * Compares a translation with the English original and lists every key that
 * is missing, empty, of another kind, or a list of another length, as a path
 * such as `sections[1].heading: missing`.
 */
export function findTranslationGaps(original: unknown, translated: unknown, path = ''): string[] {
	const at = path || '(root)'
	if (typeof original === 'string') {
		if (typeof translated !== 'string') return [`${at}: missing`]
		return original.trim() !== '' && translated.trim() === '' ? [`${at}: empty`] : []
	}
	if (Array.isArray(original)) {
		if (!Array.isArray(translated)) return [`${at}: missing`]
		if (translated.length !== original.length) {
			return [`${at}: has ${translated.length} items, English has ${original.length}`]
		}
		return original.flatMap((item, index) => findTranslationGaps(item, translated[index], `${path}[${index}]`))
	}
	if (typeof original === 'object' && original !== null) {
		if (typeof translated !== 'object' || translated === null) return [`${at}: missing`]
		return Object.entries(original).flatMap(([key, value]) =>
			findTranslationGaps(value, (translated as Record<string, unknown>)[key], path ? `${path}.${key}` : key),
		)
	}
	// Numbers, booleans and null are facts, not words: they must match.
	return original === translated ? [] : [`${at}: differs from English (${String(original)})`]
}
