import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { pageBasics } from './page-basics.ts'

/**
 * A cooperative partner's page (/aspirin, /serendipitysnowclub, /aacntv). Its
 * name, pictures and website are the partner's record (content/partners).
 * Say only what the foundation knows about a partner: no invented dates,
 * numbers, places or past events.
 */
export const partnerPage = z.strictObject({
	...pageBasics,
	about: field.object('About the partner', {
		heading: field.string('Heading'),
		body: field.markdown('Text'),
	}),
	together: field.object('What we do together', {
		heading: field.string('Heading'),
		body: field.markdown('Text', { hint: 'A lead sentence, then a list of what we work towards.' }),
	}),
	visit: field.object('The partner’s website', {
		heading: field.string('Heading'),
		link: field.string('Words of the link'),
		exampleNote: field.text('Note shown while the web address is an example'),
	}),
	others: field.string('Heading above the other partners'),
})

export type PartnerPageContent = z.output<typeof partnerPage>
