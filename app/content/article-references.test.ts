import content from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import type { RecordOf } from './index.server.ts'

type Page = { references?: string[]; body?: { markdown: string } }

const pagesOf = (locale: 'en' | 'zh-hans') => content[locale].pages as Record<string, Page>
const references = content.en.records.references as RecordOf<'references'>[]
// The Dreamer's and The Voyager's pages cite author–year in the text; the Perpetuator numbers [@key] citations
// (checked by the loader); the Enlightener's heritage listings are named, not cited.
const withReferences = Object.entries(pagesOf('en')).filter(
	([path, page]) => /^\/(dreamer|voyager)\//.test(path) && page.references?.length,
)

describe('pages that list references', () => {
	it.each(['/voyager/community', '/voyager/school', '/voyager/family'])('%s cites at least one source', (path) => {
		expect(pagesOf('en')[path]?.references?.length).toBeGreaterThan(0)
	})

	// Author–year citations: every listed source is named in the text, in both written languages, by its first author's surname.
	it.each(withReferences)('%s cites each of its references in the text', (path, page) => {
		for (const key of page.references ?? []) {
			const reference = references.find((record) => record.id === key)!
			const surname = reference.authors.split(',')[0]!
			for (const locale of ['en', 'zh-hans'] as const) {
				const text = pagesOf(locale)[path]?.body?.markdown ?? ''
				expect(text, `${surname} (${reference.year}) on ${path}`).toContain(surname)
				expect(text).toContain(String(reference.year))
			}
		}
	})

	it('every reference is complete', () => {
		for (const reference of references) {
			expect(reference.authors && reference.title && reference.venue).toBeTruthy()
		}
		const dois = references.flatMap((reference) => (reference.doi ? [reference.doi] : []))
		for (const doi of dois) expect(doi).toMatch(/^10\.\d{4,9}\/\S+$/)
	})
})
