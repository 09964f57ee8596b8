import { z } from 'zod'
import { drawing, oneArtwork, photoInstead } from '#app/content/schema/artwork.ts'
import { field } from '#app/content/schema/fields.ts'
import { pageBasics } from '#app/content/schema/pages/page-basics.ts'

/**
 * One cooperative partner, in content/partners/<locale>/<id>.yml: its page at
 * /<id> (/aspirin, /serendipitysnowclub, /aacntv) is made from this record,
 * so a new file is a new page (docs/decisions/055). The facts (name,
 * pictures, website, order) are the same in every language and kept in the
 * English file; the words are written in each. Say only what the foundation
 * knows about a partner: no invented dates, numbers, places or past events.
 */
export const partnerRecord = z
	.strictObject({
		name: field.string('Name', { i18n: 'none', hint: 'As the partner writes it; not translated.' }),
		image: drawing('Picture in the home page’s carousel and at the top of its page'),
		photo: photoInstead('Picture in the home page’s carousel and at the top of its page'),
		activityImage: drawing('Second picture, beside “What we do together”'),
		activityPhoto: photoInstead('Second picture, beside “What we do together”'),
		website: field.url('The partner’s own website'),
		order: field.number('Position', {
			hint: 'In the home page’s carousel and in “Our other partners”: smaller first.',
		}),
		example: field
			.boolean('Example value (not real yet)', {
				hint: 'The website address is a placeholder: the page marks it “Example”. Clear it once the real address is in.',
			})
			.optional(),
		line: field.text('One line under its name in the home page’s carousel'),
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
	.refine(...oneArtwork('image', 'photo'))
	.refine(...oneArtwork('activityImage', 'activityPhoto'))

export type PartnerRecord = z.output<typeof partnerRecord> & { id: string }

/** A partner's page: /<id>, the name of its file. */
export const partnerPath = (id: string) => `/${id}`
