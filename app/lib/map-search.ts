/** What a map search needs of an office record (content/offices). */
type Mappable = { address: string[]; place: string; example?: boolean }

/**
 * A map search for an office, on OpenStreetMap. While an address is an
 * example, the search is for its city only, so the map never points at a
 * real building that happens to match the invented street.
 */
export function mapSearchUrl(office: Mappable): string {
	const query = office.example ? office.place : office.address.join(', ')
	return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`
}
