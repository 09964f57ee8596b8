/**
 * The foundation's offices, for the Address page (/address): the
 * headquarters first, then five city offices. City names are translated in
 * the page's content (`cities`); the address is written as the local post
 * would expect it, the same in every language.
 *
 * ⚠️ EXAMPLE ADDRESSES. The specification withholds the addresses. The cities
 * are plausible for the regions the foundation serves; the streets are
 * obviously invented ("Example Street") so that no reader goes to a stranger's
 * door, and the page marks each one "Example". To publish a real office,
 * replace its `address` lines and set `example: false`.
 */
export type Office = {
	id: 'new-york' | 'los-angeles' | 'toronto' | 'london' | 'sydney' | 'hong-kong'
	kind: 'headquarters' | 'office'
	/** The lines of the address, top to bottom. */
	address: string[]
	/** City and country: what the map searches for while the street is an example. */
	place: string
	example: boolean
}

export const offices: Office[] = [
	{
		id: 'new-york',
		kind: 'headquarters',
		address: ['100 Example Street', 'New York, NY', 'United States'],
		place: 'New York, United States',
		example: true,
	},
	{
		id: 'los-angeles',
		kind: 'office',
		address: ['200 Example Avenue', 'Los Angeles, CA', 'United States'],
		place: 'Los Angeles, United States',
		example: true,
	},
	{
		id: 'toronto',
		kind: 'office',
		address: ['300 Example Street', 'Toronto, ON', 'Canada'],
		place: 'Toronto, Canada',
		example: true,
	},
	{
		id: 'london',
		kind: 'office',
		address: ['400 Example Road', 'London', 'United Kingdom'],
		place: 'London, United Kingdom',
		example: true,
	},
	{
		id: 'sydney',
		kind: 'office',
		address: ['500 Example Street', 'Sydney NSW', 'Australia'],
		place: 'Sydney, Australia',
		example: true,
	},
	{
		id: 'hong-kong',
		kind: 'office',
		address: ['600 Example Road', 'Hong Kong'],
		place: 'Hong Kong',
		example: true,
	},
]

/**
 * A map search for an office, on OpenStreetMap. While an address is an
 * example, the search is for its city only, so the map never points at a
 * real building that happens to match the invented street.
 */
export function mapSearchUrl(office: Office): string {
	const query = office.example ? office.place : office.address.join(', ')
	return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`
}
