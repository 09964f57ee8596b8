import { describe, expect, it } from 'vitest'
import type { Reference } from '#app/content/schema/records/reference.ts'
import content from 'virtual:site-content'

/** Every reference the site lists (content/references), named by its key for the failure message. */
const records = content.en.records.references as (Reference & { id: string })[]
const everyReference: [string, Reference][] = records.map((reference): [string, Reference] => [reference.id, reference])
const byKey = (key: string) => {
	const reference = records.find((record) => record.id === key)
	if (!reference) throw new Error(`No reference ${key} in content/references`)
	return reference
}

/** "Journal, 12(3), 45–67", "Journal, 20, 55" or "Journal, 47(Suppl. 1), S244–S257": volume, then pages or article number. */
const volumeAndPages = /, \d+(\([^)]+\))?, [A-Za-z]?\d+([–-][A-Za-z]?\d+(\.e\d+)?)?$/

describe('references', () => {
	it.each(everyReference)('%s has authors, a year, a title and a venue', (_name, reference) => {
		expect(reference.authors.trim()).not.toBe('')
		expect(Number.isInteger(reference.year) && reference.year > 1900 && reference.year < 2100).toBe(true)
		expect(reference.title.trim()).not.toBe('')
		expect(reference.venue.trim()).not.toBe('')
	})

	it('gives every journal article its volume and pages (or article number), unless it says why not', () => {
		const articles = everyReference.filter(([, reference]) => reference.kind === 'article' && !reference.incomplete)
		expect(articles.filter(([, reference]) => !volumeAndPages.test(reference.venue)).map(([name]) => name)).toEqual([])
	})

	it('gives every web page and heritage listing an address to read it at', () => {
		const online = everyReference.filter(([, reference]) => ['web-page', 'heritage-listing'].includes(reference.kind))
		expect(online.filter(([, reference]) => !(reference.url ?? reference.doi)).map(([name]) => name)).toEqual([])
	})

	it('links each reference to a DOI or an http(s) address', () => {
		const badDoi = everyReference.filter(([, reference]) => reference.doi && !/^10\.\d{4,9}\/\S+$/.test(reference.doi))
		const badUrl = everyReference.filter(
			([, reference]) => reference.url && !['http:', 'https:'].includes(new URL(reference.url).protocol),
		)
		expect([...badDoi, ...badUrl].map(([name]) => name)).toEqual([])
	})

	it('links each census communiqué to its own page, not to the statistics bureau’s home page', () => {
		const communiques = ['nbs2011census', 'nbs2021age', 'nbs2021urban'].map(byKey)
		for (const reference of communiques) expect(new URL(reference.url ?? '').pathname).toMatch(/\/t\d{8}_\d+\.html$/)
	})

	it('has a record for each UNESCO listing the cultural heritage page names, the 2024 Spring Festival included', () => {
		const heritage = content.en.pages['/enlightener/culturalheritage'] as { references: string[] }
		const listings = heritage.references
			.map((key) => everyReference.find(([id]) => id === key)?.[1])
			.filter((reference) => reference?.kind === 'heritage-listing')
		expect(listings.map((reference) => reference?.year)).toEqual([2009, 2009, 2009, 2024])
		expect(listings.at(-1)?.title).toMatch(/^Spring festival/)
	})

	it('says why a reference lacks a part its kind needs, and only for the few not yet verified', () => {
		const incomplete = everyReference.filter(([, reference]) => reference.incomplete).map(([name]) => name)
		expect(incomplete).toEqual(['dong2014mistreatment'])
	})
})
