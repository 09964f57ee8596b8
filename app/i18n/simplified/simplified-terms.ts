/**
 * The Simplified Chinese terms glossary (content/glossary/zh-hans-terms.yml):
 * one term per concept across the Simplified site, the one a mainland reader
 * expects, and the variants that must not appear. Build-time and test-time only.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'
import { chineseTermProblem, parseGlossaryFile, type Problem } from '#app/i18n/glossary/load-yaml.ts'
import { createReplacer, type Match } from '#app/i18n/glossary/replacer.ts'

const simplifiedTermsFile = 'content/glossary/zh-hans-terms.yml'

const termSchema = z.strictObject({
	preferred: z.string().min(1, 'preferred is empty'),
	avoid: z.array(z.string().min(1, 'an avoided variant is empty')).min(1, 'avoid lists no variant'),
	keep: z.array(z.string().min(1)).optional(),
	note: z.string().optional(),
})

const termsSchema = z.strictObject({ terms: z.array(termSchema).min(1, 'the glossary has no terms') })

export type SimplifiedTerm = z.output<typeof termSchema>

export function parseSimplifiedTerms(text: string, file = simplifiedTermsFile): SimplifiedTerm[] {
	return parseGlossaryFile(text, file, termsSchema, (data) => checkTerms(data.terms)).terms
}

function checkTerms(terms: SimplifiedTerm[]): Problem[] {
	const problems: Problem[] = []
	const seen = new Map<string, number>()
	terms.forEach((entry, index) => {
		const words: [string, (string | number)[]][] = [
			[entry.preferred, ['terms', index, 'preferred']],
			...entry.avoid.map((word, i): [string, (string | number)[]] => [word, ['terms', index, 'avoid', i]]),
			...(entry.keep ?? []).map((word, i): [string, (string | number)[]] => [word, ['terms', index, 'keep', i]]),
		]
		for (const [word, path] of words) {
			const problem = chineseTermProblem(word)
			if (problem) problems.push({ path, message: problem })
		}
		entry.avoid.forEach((variant, i) => {
			const path = ['terms', index, 'avoid', i]
			if (entry.preferred.includes(variant)) {
				problems.push({ path, message: `「${variant}」 is part of the preferred term 「${entry.preferred}」` })
			}
			const earlier = seen.get(variant)
			if (earlier === undefined) seen.set(variant, index)
			else problems.push({ path, message: `「${variant}」 is already avoided by term #${earlier + 1}` })
		})
		for (const [i, kept] of (entry.keep ?? []).entries()) {
			if (!entry.avoid.some((variant) => kept.includes(variant))) {
				problems.push({
					path: ['terms', index, 'keep', i],
					message: `「${kept}」 holds none of the avoided variants, so keeping it does nothing`,
				})
			}
		}
	})
	return problems
}

export type AvoidedTerm = Match & { preferred: string }

/** Finds avoided variants in Simplified text; each match names the preferred term. */
export function createAvoidedTermFinder(terms: readonly SimplifiedTerm[]): (text: string) => AvoidedTerm[] {
	const replacer = createReplacer(
		terms.flatMap((entry) => [
			...entry.avoid.map((variant) => ({ source: variant, replacement: entry.preferred })),
			...(entry.keep ?? []).map((kept) => ({ source: kept, replacement: kept })),
		]),
	)
	return (text) => replacer.findChanges(text).map((match) => ({ ...match, preferred: match.replacement }))
}

/** Reads the glossary from the repository (run from its top level, as npm scripts and tests are). */
export function loadSimplifiedTerms(root = process.cwd()): SimplifiedTerm[] {
	return parseSimplifiedTerms(readFileSync(join(root, simplifiedTermsFile), 'utf8'))
}
