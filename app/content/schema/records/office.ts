import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'

/**
 * One office on the Offices page (/address), in content/offices/<locale>/<id>.yml:
 * the headquarters first, then the city offices. The city is written in each
 * language; the address as the local post expects it, the same in every language.
 */
export const officeRecord = z.strictObject({
	city: field.string('City', { hint: 'The card’s heading, as readers of this language write the city.' }),
	kind: field.select('Kind', ['headquarters', 'office'], { hint: 'There is one headquarters.' }),
	address: field.list('Address, line by line', field.string('Line'), {
		i18n: 'none',
		hint: 'As the local post expects it, top to bottom, in English on every page.',
	}),
	place: field.string('City and country, for the map', {
		i18n: 'none',
		hint: 'While the address is an example, the map link searches for this instead of the street.',
	}),
	order: field.number('Position on the page', { hint: 'Smaller numbers come first; the headquarters first.' }),
	example: field
		.boolean('Example value (not real yet)', {
			hint: 'The page marks this address “Example” and its map shows only the city. Clear it once the address is real.',
		})
		.optional(),
})

export type OfficeRecord = z.output<typeof officeRecord> & { id: string }
