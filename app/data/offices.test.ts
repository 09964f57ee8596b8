import { describe, expect, it } from 'vitest'
import { mapSearchUrl, offices } from './offices.ts'

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

	it('search the map for the city while the address is an example, and for the address once it is real', () => {
		const office = offices[0]!
		const example = new URL(mapSearchUrl(office))
		expect(example.origin + example.pathname).toBe('https://www.openstreetmap.org/search')
		expect(example.searchParams.get('query')).toBe(office.place)
		const real = new URL(mapSearchUrl({ ...office, example: false }))
		expect(real.searchParams.get('query')).toBe(office.address.join(', '))
	})
})
