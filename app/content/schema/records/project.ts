import { z } from 'zod'
import { drawing, oneArtwork, photoInstead } from '#app/content/schema/artwork.ts'
import { field } from '#app/content/schema/fields.ts'

/** The Perpetuator's three areas; a project's write-up is at /perpetuator/<area>/<project id>. */
const projectAreas = ['actuallifeneeds', 'culturalexchange', 'lastingmentalhealthsupport'] as const
const projectStatuses = ['inProgress', 'finished'] as const
const projectFormats = ['individual', 'groupWork'] as const
const projectLanguages = ['en', 'zh'] as const
const projectDepartments = ['perpetuator'] as const

const people = (label: string) =>
	field.list(label, field.string('Name, as the person writes it', { i18n: 'none' }), { i18n: 'none' }).optional()

/**
 * A project of The Perpetuator (content/projects/<locale>/<id>.yml; the file
 * name is its id, and its write-up is the page /perpetuator/<area>/<id>).
 * Cards and the write-up's details panel show exactly the labelled facts a
 * record holds: leave a fact out rather than guess it. The facts are the same
 * in every language (kept in the English file); the words are in both.
 */
export const project = z
	.strictObject({
		order: field.number('Order on its area page', { hint: 'Smaller numbers come first.' }),
		area: field.select('Area', projectAreas),
		featured: field
			.boolean('Shown large at the top of its area page', { hint: 'Other projects of the area are shown as cards.' })
			.optional(),
		title: field.string('Project title'),
		cardText: field.text('Text on its card'),
		image: drawing('Picture (card and write-up header)'),
		imageAlt: field
			.string('Describe the drawing (alt text, write-up header)', {
				hint: 'For a drawing; a photo has its own alt text.',
			})
			.optional(),
		photo: photoInstead('Picture (card and write-up header)'),
		department: field.select('Department', projectDepartments).optional(),
		languages: field
			.list('Language', field.select('Language', projectLanguages, { i18n: 'none' }), { i18n: 'none' })
			.optional(),
		startDate: field.date('Start date').optional(),
		status: field.select('Status', projectStatuses, { hint: 'In progress or finished.' }).optional(),
		format: field.select('Format', projectFormats).optional(),
		estimatedCompletion: field.date('Estimated completion date').optional(),
		author: people('Author'),
		dataAnalysis: people('Data analysis'),
		review: people('Review'),
	})
	.refine(...oneArtwork('image', 'photo'))
	.refine((record) => !record.image || Boolean(record.imageAlt), {
		message: 'describe the drawing (alt text)',
		path: ['imageAlt'],
	})

/** The labelled facts of the details panel, in the order it shows them (after the title). */
export const projectDetailFields = [
	'department',
	'languages',
	'startDate',
	'status',
	'format',
	'estimatedCompletion',
	'author',
	'dataAnalysis',
	'review',
] as const satisfies readonly (keyof z.output<typeof project>)[]

export type ProjectArea = (typeof projectAreas)[number]

/** A project as pages read it: its record, with its id (the file name). */
export type Project = z.output<typeof project> & { id: string }

/** The English site path of a project's write-up. */
export const projectPath = (record: Pick<Project, 'id' | 'area'>) => `/perpetuator/${record.area}/${record.id}`
