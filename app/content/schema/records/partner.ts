import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'

/**
 * One cooperative partner, in content/partners/<id>.yml: the facts its page
 * (/aspirin…) and the home page's partner carousel share, the same in every
 * language. What the page says about the partner is the page's content file.
 */
export const partnerRecord = z.strictObject({
	name: field.string('Name', { i18n: 'none', hint: 'As the partner writes it; not translated.' }),
	path: field.sitePath('Its page on this site', {
		hint: 'The English address of the partner’s page, such as /aspirin.',
	}),
	image: field.illustration('Picture in the home page’s carousel and at the top of its page'),
	activityImage: field.illustration('Second picture, beside “What we do together”'),
	website: field.url('The partner’s own website'),
	order: field.number('Position', { hint: 'In the home page’s carousel and in “Our other partners”: smaller first.' }),
	example: field
		.boolean('Example value (not real yet)', {
			hint: 'The website address is a placeholder: the page marks it “Example”. Clear it once the real address is in.',
		})
		.optional(),
})

export type PartnerRecord = z.output<typeof partnerRecord> & { id: string }
