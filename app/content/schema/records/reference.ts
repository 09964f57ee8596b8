import { z } from 'zod'
import { field, withCms } from '#app/content/schema/fields.ts'

/**
 * A published source the site cites, written as the source publishes it (the
 * same in every language). Add one only after checking it against a copy of
 * the publication or its publisher's or indexer's record. The file name is
 * its key: a page lists it under `references` and cites it as [@key].
 */
export const reference = z.strictObject({
	kind: field.select('What it is', ['article', 'book', 'report', 'web-page', 'heritage-listing'], {
		hint: 'A journal article needs volume and pages in its venue; a web page or heritage listing needs a web address or DOI.',
	}),
	incomplete: field
		.text('Why a part its kind needs is missing (not yet verified)', { i18n: 'none', hint: 'Shown nowhere.' })
		.optional(),
	authors: field.string('Authors, as the source lists them', { i18n: 'none' }),
	year: field.number('Year'),
	title: field.string('Title', { i18n: 'none' }),
	venue: field.string('Journal, publisher or site, with volume and pages', { i18n: 'none' }),
	doi: withCms(z.string().regex(/^10\.\d{4,9}\/\S+$/, 'must be a DOI such as 10.1186/s12991-021-00375-x'), {
		label: 'DOI (10.xxxx/…)',
		widget: 'string',
		i18n: 'none',
		hint: 'Without https://doi.org/',
	}).optional(),
	url: field.url('Web address, when there is no DOI').optional(),
})

/** A published source, as a page cites it (its id, the file name, is added by the loader). */
export type Reference = z.output<typeof reference>
