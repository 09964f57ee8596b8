import { describe, expect, it } from 'vitest'
import { mapSearchUrl } from './map-search.ts'

describe('mapSearchUrl', () => {
	const office = {
		address: ['100 Example Street', 'New York, NY', 'United States'],
		place: 'New York, United States',
		example: true,
	}

	it('searches the map for the city while the address is an example, and for the address once it is real', () => {
		const example = new URL(mapSearchUrl(office))
		expect(example.origin + example.pathname).toBe('https://www.openstreetmap.org/search')
		expect(example.searchParams.get('query')).toBe(office.place)
		const real = new URL(mapSearchUrl({ ...office, example: false }))
		expect(real.searchParams.get('query')).toBe(office.address.join(', '))
	})
})
