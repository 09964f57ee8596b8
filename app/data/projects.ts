import type { IllustrationId } from './illustrations.ts'
import type { ReferenceId } from './project-references.ts'

/**
 * The Perpetuator's projects: one typed record each, read by the cards on the
 * area pages and by the write-ups. A record holds only the facts the
 * specification gives for that project; the words (titles, status and format
 * names, the write-up itself) are in the content files, keyed by project id.
 */

/** A calendar date, YYYY-MM-DD. Pages show it in the reader's language with Intl.DateTimeFormat. */
export type IsoDate = `${number}-${number}-${number}`

export type ProjectId =
	| 'diabetes'
	| 'anxietydisorder'
	| 'prolongedgrief'
	| 'psychiatricabuse'
	| 'blueproject'
	| 'socialcommunity'

export type ProjectStatus = 'inProgress' | 'finished'
export type ProjectFormat = 'individual' | 'groupWork'

/**
 * The labelled fields of a project's details panel, besides its title (which
 * every project has, in the content files). Each is optional: the panel shows
 * exactly the fields a record holds, in this order.
 */
export type ProjectDetails = {
	department?: 'perpetuator'
	/** Languages the project works in. */
	languages?: ('en' | 'zh')[]
	startDate?: IsoDate
	status?: ProjectStatus
	format?: ProjectFormat
	estimatedCompletion?: IsoDate
	/** People, as they write their names. */
	author?: string[]
	dataAnalysis?: string[]
	review?: string[]
}

/** The order of the details panel, after the project title. */
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
] as const satisfies readonly (keyof ProjectDetails)[]

export type AreaId = 'actuallifeneeds' | 'culturalexchange' | 'lastingmentalhealthsupport'

export type ProjectRecord = {
	id: ProjectId
	/** The write-up's English site path. */
	path: string
	area: AreaId
	/** The card and write-up illustration. */
	image: IllustrationId
	/** The write-up's picture grid. */
	gallery: readonly IllustrationId[]
	/** What the write-up cites, in the order its text numbers them. */
	references: readonly ReferenceId[]
	details: ProjectDetails
}

/*
 * Cards show each project's status and dates as its record holds them. The
 * original cards also showed a place, but the specification gives no project's
 * place, so records have none rather than an invented one; the same goes for
 * the dates of the two finished projects.
 *
 * Department: every project on these pages is run by the Perpetuator, the
 * programme itself, so each record names it. Nothing else is added beyond the
 * specification: no language, author, data analysis or review is given for
 * any project, so no record has them.
 */
export const projects = {
	diabetes: {
		id: 'diabetes',
		path: '/perpetuator/actuallifeneeds/diabetes',
		area: 'actuallifeneeds',
		image: 'project-diabetes',
		gallery: ['grid-cooking', 'grid-walk', 'grid-garden'],
		references: ['ncoa2018', 'wang2021', 'ada2024', 'powers2020'],
		details: { department: 'perpetuator', status: 'inProgress' },
	},
	anxietydisorder: {
		id: 'anxietydisorder',
		path: '/perpetuator/actuallifeneeds/anxietydisorder',
		area: 'actuallifeneeds',
		image: 'project-anxiety',
		gallery: ['grid-tea', 'grid-calligraphy', 'grid-walk'],
		references: ['zenebe2021', 'who2023mentalHealth', 'muiKang2006', 'dong2014anxiety'],
		details: { department: 'perpetuator', status: 'finished' },
	},
	prolongedgrief: {
		id: 'prolongedgrief',
		path: '/perpetuator/actuallifeneeds/prolongedgrief',
		area: 'actuallifeneeds',
		image: 'project-grief',
		gallery: ['grid-garden', 'grid-tea', 'grid-calligraphy'],
		references: ['apa2022', 'prigerson2021', 'who2023mentalHealth', 'lundorff2017'],
		details: { department: 'perpetuator', status: 'finished' },
	},
	psychiatricabuse: {
		id: 'psychiatricabuse',
		path: '/perpetuator/actuallifeneeds/psychiatricabuse',
		area: 'actuallifeneeds',
		image: 'project-abuse',
		gallery: ['grid-tea', 'grid-village', 'grid-walk'],
		references: ['who2022abuse', 'yon2017', 'dong2014mistreatment', 'who2023mentalHealth'],
		details: { department: 'perpetuator', format: 'groupWork', estimatedCompletion: '2024-05-01' },
	},
	blueproject: {
		id: 'blueproject',
		path: '/perpetuator/lastingmentalhealthsupport/blueproject',
		area: 'lastingmentalhealthsupport',
		image: 'project-blue-zone',
		gallery: ['grid-garden', 'grid-cooking', 'grid-walk'],
		references: ['poulain2013', 'buettnerSkemp2016', 'deCabo2019', 'cienfuegos2020'],
		details: { department: 'perpetuator', startDate: '2025-01-10', status: 'inProgress', format: 'individual' },
	},
	socialcommunity: {
		id: 'socialcommunity',
		path: '/perpetuator/culturalexchange/socialcommunity',
		area: 'culturalexchange',
		image: 'project-social-capital',
		gallery: ['grid-village', 'grid-tea', 'grid-calligraphy'],
		references: [
			'holtLunstad2010',
			'nasem2020',
			'nbs2011census',
			'nbs2021age',
			'nbs2021urban',
			'scio2021census',
			'un2019ageing',
		],
		details: {
			department: 'perpetuator',
			startDate: '2023-11-01',
			format: 'groupWork',
			estimatedCompletion: '2024-05-01',
		},
	},
} as const satisfies Record<ProjectId, ProjectRecord>

export const projectIds = Object.keys(projects) as ProjectId[]

export function project(id: ProjectId): ProjectRecord {
	return projects[id]
}

/** The project whose write-up is at an English site path, if any. */
export function projectAt(path: string): ProjectRecord | undefined {
	return projectIds.map(project).find((record) => record.path === path)
}

export type AreaRecord = {
	id: AreaId
	path: string
	image: IllustrationId
	/** A project shown large, above the others. */
	featured?: ProjectId
	/** Projects shown as cards. */
	projects: readonly ProjectId[]
	/** What the page itself cites (its lists), in the order its text numbers them. */
	references: readonly ReferenceId[]
}

/** The three areas of the Perpetuator, in the order the landing lists them. */
export const perpetuatorAreas = [
	{
		id: 'actuallifeneeds',
		path: '/perpetuator/actuallifeneeds',
		image: 'area-life-needs',
		featured: 'diabetes',
		projects: ['anxietydisorder', 'prolongedgrief', 'psychiatricabuse'],
		references: [],
	},
	{
		id: 'culturalexchange',
		path: '/perpetuator/culturalexchange',
		image: 'area-cultural-exchange',
		// The area's one project, shown large rather than alone in a row of three.
		featured: 'socialcommunity',
		projects: [],
		references: [],
	},
	{
		id: 'lastingmentalhealthsupport',
		path: '/perpetuator/lastingmentalhealthsupport',
		image: 'area-lasting-support',
		featured: 'blueproject',
		projects: [],
		references: ['buettnerSkemp2016', 'who2020palliative'],
	},
] as const satisfies readonly AreaRecord[]

export function areaAt(path: string): AreaRecord | undefined {
	return perpetuatorAreas.find((area) => area.path === path)
}

/** The landing page's further reading: three publications, opened on their publishers' sites. */
export const perpetuatorReadings = [
	'who2023mentalHealth',
	'buettnerSkemp2016',
	'nasem2020',
] as const satisfies readonly ReferenceId[]
