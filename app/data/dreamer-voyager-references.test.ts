import { describe, expect, it } from 'vitest'
import { content as en } from '~/content/en/index.ts'
import { content as zhHans } from '~/content/zh-hans/index.ts'
import { articleReferences } from './dreamer-voyager-references.ts'

type Page = { sections: { paragraphs: string[] }[] }
const prose = (page: Page) => page.sections.flatMap((section) => section.paragraphs).join(' ')

describe('references of The Dreamer and The Voyager', () => {
	it.each(['/voyager/community', '/voyager/school', '/voyager/family'])('%s cites at least one source', (path) => {
		expect(articleReferences[path]?.length).toBeGreaterThan(0)
	})

	// Every listed source is cited in the text, in both written languages, by its first author's surname.
	it.each(Object.entries(articleReferences))('%s cites each of its references in the text', (path, references) => {
		for (const reference of references ?? []) {
			const surname = reference.authors.split(',')[0]!
			for (const content of [en, zhHans]) {
				const page = content.pages[path as keyof typeof en.pages] as Page
				expect(prose(page), `${surname} (${reference.year}) on ${path}`).toContain(surname)
				expect(prose(page)).toContain(String(reference.year))
			}
		}
	})

	it.each(Object.entries(articleReferences))('%s: every reference is complete', (_path, references) => {
		for (const reference of references ?? []) {
			expect(reference.authors && reference.title && reference.venue).toBeTruthy()
		}
		const dois = (references ?? []).flatMap((reference) => (reference.doi ? [reference.doi] : []))
		for (const doi of dois) expect(doi).toMatch(/^10\.\d{4,9}\/\S+$/)
	})
})
