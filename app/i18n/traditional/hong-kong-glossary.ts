import { z } from 'zod'
import { chineseTermProblem, parseGlossaryFile, type Problem } from '#app/i18n/glossary/load-yaml.ts'
import { createReplacer } from '#app/i18n/glossary/replacer.ts'

/** The glossary file's place, from the repository's top level. */
export const hongKongGlossaryFile = 'content/glossary/zh-hant-hk.yml'

const entrySchema = z.strictObject({
	source: z.string().min(1, 'source is empty'),
	replacement: z.string().min(1, 'replacement is empty'),
	note: z.string().optional(),
})

const glossarySchema = z.strictObject({
	entries: z.array(entrySchema).min(1, 'the glossary has no entries'),
})

export type HongKongGlossaryEntry = z.output<typeof entrySchema>

/** What the checks need to know of OpenCC: a source must be written as OpenCC writes it, or it would never match. */
export type OpenCC = {
	/** The bare OpenCC conversion (Simplified → Hong Kong Traditional). */
	convert: (simplified: string) => string
	/** Whether OpenCC's output can hold this character. */
	canWrite: (character: string) => boolean
}

/** Reads the Hong Kong glossary (YAML text) and checks every entry. */
export function parseHongKongGlossary(
	text: string,
	opencc: OpenCC,
	file = hongKongGlossaryFile,
): HongKongGlossaryEntry[] {
	const { entries } = parseGlossaryFile(text, file, glossarySchema, (data) => checkEntries(data.entries, opencc))
	return entries
}

function checkEntries(entries: HongKongGlossaryEntry[], opencc: OpenCC): Problem[] {
	const problems: Problem[] = []
	const firstIndex = new Map<string, number>()
	entries.forEach((entry, index) => {
		const at = (field: string) => ['entries', index, field]
		for (const field of ['source', 'replacement'] as const) {
			const problem = chineseTermProblem(entry[field])
			if (problem) problems.push({ path: at(field), message: problem })
		}
		const never = [...entry.source].filter((character) => !opencc.canWrite(character))
		if (never.length > 0) {
			problems.push({
				path: at('source'),
				message: `「${entry.source}」 holds 「${never.join('')}」, which OpenCC never writes (it writes 「${opencc.convert(entry.source)}」); write the source as OpenCC's Hong Kong output`,
			})
		}
		const earlier = firstIndex.get(entry.source)
		if (earlier === undefined) firstIndex.set(entry.source, index)
		else problems.push({ path: at('source'), message: `「${entry.source}」 is already entry #${earlier + 1}` })
	})
	if (problems.length > 0) return problems
	// A replacement must be final: the glossary applied again to it changes nothing.
	const replacer = createReplacer(entries)
	entries.forEach((entry, index) => {
		const again = replacer.findChanges(entry.replacement)
		if (again.length > 0) {
			problems.push({
				path: ['entries', index, 'replacement'],
				message: `「${entry.replacement}」 holds 「${again[0]!.source}」, which the glossary would change again to 「${again[0]!.replacement}」`,
			})
		}
	})
	return problems
}
