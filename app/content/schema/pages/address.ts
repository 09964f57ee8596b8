import { z } from 'zod'
import { withCms, field } from '#app/content/schema/fields.ts'
import { pageBasics } from './page-basics.ts'

/** A link's words with the city in them: `{city}` marks where the office's city goes. */
const withCity = (label: string, example: string) =>
	withCms(z.string().trim().includes('{city}', { message: 'must contain {city}, where the city goes' }), {
		label,
		widget: 'string',
		i18n: 'translate',
		hint: `Write {city} where the city goes, e.g. “${example}”.`,
	})

/** Our offices (/address): the page's own words. The offices are records (content/offices). */
export const addressPage = z.strictObject({
	...pageBasics,
	exampleNote: field.object('Note shown while any address is an example', {
		heading: field.string('Heading'),
		text: field.markdown('Text'),
	}),
	kinds: field.object('What each kind of office is called', {
		headquarters: field.string('Headquarters'),
		office: field.string('Office'),
	}),
	mapCity: withCity('Map link while the address is an example (it shows the city)', 'See {city} on OpenStreetMap'),
	mapAddress: withCity('Map link once the address is real', 'Find the {city} office on OpenStreetMap'),
})
