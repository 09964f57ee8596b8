import content from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import { mapSearchUrl } from '#app/lib/map-search.ts'
import type { OfficeRecord } from './schema/records/office.ts'

const offices = content.en.records.offices as OfficeRecord[]

describe('offices', () => {
	it('are six: the headquarters first, then five city offices', () => {
		expect(offices).toHaveLength(6)
		expect(offices[0]?.kind).toBe('headquarters')
		expect(offices.filter((office) => office.kind === 'headquarters')).toHaveLength(1)
	})

	it('make example streets obvious, so no one goes to a stranger’s door', () => {
		const unclear = offices.filter((office) => office.example && !/\bExample\b/.test(office.address[0] ?? ''))
		expect(unclear).toEqual([])
	})

	it('search the map for the city while the address is an example', () => {
		for (const office of offices.filter((candidate) => candidate.example))
			expect(new URL(mapSearchUrl(office)).searchParams.get('query')).toBe(office.place)
	})

	it('are the same offices, in the same order, in every language, each with its city in that language', () => {
		for (const locale of ['zh-hans', 'zh-hant'] as const) {
			const translated = content[locale].records.offices as OfficeRecord[]
			expect(translated.map((office) => office.id)).toEqual(offices.map((office) => office.id))
			expect(translated.map((office) => office.address)).toEqual(offices.map((office) => office.address))
			for (const [index, office] of translated.entries()) expect(office.city).not.toBe(offices[index]?.city)
		}
	})
})
