import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'

/**
 * One annual report on /donate (transparency): content/annual-reports/<locale>/<id>.yml,
 * its title in each language, the year it covers and the PDF uploaded to
 * public/media/. Listed newest first. None is published yet: the page says so.
 */
export const annualReport = z.strictObject({
	title: field.string('Title', { hint: 'For example: Annual report 2025.' }),
	year: field.number('Year it covers'),
	file: field.pdf('The report (PDF)', { hint: 'Upload the PDF; it is stored in public/media/.' }),
	example: field
		.boolean('Example (not a real report)', {
			hint: 'The page marks it “Example”. Only for trying the page out: never publish an example report.',
		})
		.optional(),
})
