import { z } from 'zod'
import { drawing, oneArtwork, photoInstead } from '#app/content/schema/artwork.ts'
import { field, withCms } from '#app/content/schema/fields.ts'
import { cardSection } from './link-cards.ts'
import { pageBasics, pageMeta } from './page-basics.ts'

/** Words every project card and write-up shares: the details panel's labels, the names of values, card words. */
const projectWords = field.object('Words on every project card and write-up', {
	labels: field.object('Labels of the project details panel', {
		title: field.string('Project title'),
		department: field.string('Department'),
		languages: field.string('Language'),
		startDate: field.string('Start date'),
		status: field.string('Status'),
		format: field.string('Format'),
		estimatedCompletion: field.string('Estimated completion date'),
		author: field.string('Author'),
		dataAnalysis: field.string('Data analysis'),
		review: field.string('Review'),
	}),
	values: field.object('Names of the values a project’s facts take', {
		department: field.object('Department', { perpetuator: field.string('The Perpetuator') }),
		languages: field.object('Language', { en: field.string('English'), zh: field.string('Chinese') }),
		status: field.object('Status', { inProgress: field.string('In progress'), finished: field.string('Finished') }),
		format: field.object('Format', { individual: field.string('Individual'), groupWork: field.string('Group work') }),
	}),
	card: field.object('Project cards', {
		started: field.string('Start date', { hint: '{date} is replaced by the project’s start date.' }),
		estimatedCompletion: field.string('Estimated completion', {
			hint: '{date} is replaced by the project’s estimated completion date.',
		}),
		readProject: field.string('Invitation to read the write-up'),
	}),
	writeUp: field.object('Project write-ups', {
		eyebrow: field.string('Line above the title'),
		detailsHeading: field.string('Heading of the details panel'),
		galleryHeading: field.string('Heading of the pictures'),
		galleryNote: field.text('Note under the pictures’ heading'),
		chartTableNote: field.string('Caption of the table of numbers under a chart'),
	}),
})

/** /perpetuator: what the programme is, its three areas, further reading, and the words its project pages share. */
export const perpetuatorLanding = z.strictObject({
	...pageBasics,
	heroAlt: field.string('Describe the header illustration (alt text)'),
	about: field.object('About the programme', {
		heading: field.string('Heading'),
		body: field.markdown('Text'),
	}),
	areas: cardSection('What we do (the three areas)'),
	reading: field.object('Further reading', {
		heading: field.string('Heading'),
		intro: field.text('Lead sentence'),
		items: field.list(
			'Publications',
			field.object('Publication', {
				reference: field.string('Reference (its key in content/references)', {
					i18n: 'duplicate',
					hint: 'Such as who2023mentalHealth. The title, authors and link come from the reference.',
				}),
				note: field.text('Why it is worth reading'),
			}),
		),
	}),
	projectWords,
})

/** One of the three area pages (/perpetuator/actuallifeneeds…): its text, then its projects (content/projects). */
export const perpetuatorArea = z
	.strictObject({
		...pageBasics,
		art: drawing('Picture in the page header'),
		imageAlt: field
			.string('Describe the drawing (alt text)', { hint: 'For a drawing; a photo has its own alt text.' })
			.optional(),
		photo: photoInstead('Picture in the page header'),
		body: field.markdown('Text', {
			hint: 'Start each part with a heading and its anchor: ## Support for daily life {#introduction}. Keep the anchors the same in both languages.',
		}),
		featuredHeading: field.string('Heading over the project shown large'),
		projectsHeading: field.string('Heading over the other projects’ cards').optional(),
		references: field.references('References (keys of content/references)').optional(),
	})
	.refine(...oneArtwork('art', 'photo'))
	.refine((page) => !page.art || Boolean(page.imageAlt), {
		message: 'describe the drawing (alt text)',
		path: ['imageAlt'],
	})

const duplicateText = (label: string, hint?: string) =>
	withCms(z.string().regex(/^[A-Za-z0-9][\w-]*$/, `${label}: letters and digits, no spaces`), {
		label,
		widget: 'string',
		i18n: 'duplicate',
		hint,
	})

/** A bar chart: its words in each language, its numbers (the same in both) as the source publishes them. */
const chart = field.object('Chart', {
	id: duplicateText('Id (unique on the page)', 'Letters only, such as urbanRural.'),
	title: field.string('Title'),
	summary: field.text('What it shows, in words', { hint: 'Give every number the chart draws.' }),
	xLabel: field.string('Label under the bars'),
	yLabel: field.string('Label of the value axis'),
	source: field.markdown('Source', { inline: true, hint: 'Cite the references: [@nbs2011census].' }),
	unit: field.select('The numbers are', ['percent', 'number'], { i18n: 'duplicate' }),
	decimals: field.number('Decimal places, as the source gives them', { i18n: 'duplicate' }),
	max: field.number('Top of the value axis', { i18n: 'duplicate' }),
	categories: field.list('Groups of bars (years), left to right', duplicateText('Group'), { i18n: 'duplicate' }),
	series: field.list(
		'Series (one bar in each group)',
		field.object('Series', {
			id: duplicateText('Id (unique in the chart)'),
			name: field.string('Name in the legend'),
			values: field.list('Values, one per group, in the same order', field.number('Value', { i18n: 'duplicate' }), {
				i18n: 'duplicate',
			}),
		}),
	),
})

/**
 * A project's write-up (/perpetuator/<area>/<project>): its title, picture
 * and details come from the project's record (content/projects); the page
 * holds the write-up itself, its charts, pictures and references.
 */
export const perpetuatorWriteUp = z.strictObject({
	meta: pageMeta,
	summary: field.text('Lead sentence under the title'),
	body: field.markdown('Write-up', {
		hint: 'Start each part with a heading and its anchor: ## Background {#background}. Keep the anchors the same in both languages. Cite references as [@key].',
	}),
	charts: field
		.object('Charts', {
			heading: field.string('Heading'),
			intro: field.text('Lead sentence'),
			items: field.list('Charts', chart),
		})
		.optional(),
	gallery: field.list(
		'Pictures',
		field.object('Picture', {
			art: field.illustration('Illustration', { i18n: 'duplicate' }),
			alt: field.string('Describe it (alt text)'),
		}),
	),
	references: field.references('References (keys of content/references)'),
})

export type ProjectWords = z.output<typeof projectWords>
export type ChartContent = z.output<typeof chart>
