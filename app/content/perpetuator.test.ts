import { describe, expect, it } from 'vitest'
import { illustrationShapes } from '#app/data/illustration-ids.ts'
import { pageFiles, type PageFilePath } from './collections.ts'
import { getContent, getRecords } from './index.server.ts'
import { perpetuatorArea, perpetuatorWriteUp } from './schema/pages/perpetuator.ts'
import { projectDetailFields, projectPath, type Project } from './schema/records/project.ts'

/** What the specification asks of The Perpetuator's pages and projects, checked on the content files. */
const en = getContent('en')
const projects = getRecords('en').projects
const paths = Object.keys(pageFiles) as PageFilePath[]
const areaPaths = paths.filter((path) => pageFiles[path].schema === perpetuatorArea)
const writeUpPaths = paths.filter((path) => pageFiles[path].schema === perpetuatorWriteUp)
/** An area page or write-up, by the fields these tests read. */
const pageAt = (path: PageFilePath, locale: 'en' | 'zh-hans' = 'en') =>
	getContent(locale).pages[path] as { projectsHeading?: string; references?: string[] }
const details = (project: Project) =>
	Object.fromEntries(projectDetailFields.filter((field) => project[field] !== undefined).map((f) => [f, project[f]]))

describe('project records', () => {
	it('hold what the specification gives each project, and nothing invented', () => {
		const byId = Object.fromEntries(projects.map((project) => [project.id, details(project)]))
		expect(byId).toEqual({
			diabetes: { department: 'perpetuator', status: 'inProgress' },
			anxietydisorder: { department: 'perpetuator', status: 'finished' },
			prolongedgrief: { department: 'perpetuator', status: 'finished' },
			psychiatricabuse: { department: 'perpetuator', format: 'groupWork', estimatedCompletion: '2024-05-01' },
			blueproject: { department: 'perpetuator', format: 'individual', status: 'inProgress', startDate: '2025-01-10' },
			socialcommunity: {
				department: 'perpetuator',
				format: 'groupWork',
				startDate: '2023-11-01',
				estimatedCompletion: '2024-05-01',
			},
		})
	})

	it.each(projects.map((project) => [project.id, project] as const))(
		'%s: has a write-up, real pictures and known references',
		(_id, project) => {
			const path = projectPath(project) as PageFilePath
			expect(writeUpPaths).toContain(path)
			const page = en.pages[path as (typeof writeUpPaths)[number]] as {
				gallery: { art: string }[]
				references: string[]
			}
			for (const image of [project.image, ...page.gallery.map((picture) => picture.art)])
				expect(Object.keys(illustrationShapes)).toContain(image)
			expect(page.references.length).toBeGreaterThanOrEqual(3)
			const keys = getRecords('en').references.map((reference) => reference.id)
			for (const reference of page.references) expect(keys).toContain(reference)
		},
	)

	it('every write-up belongs to a project, and the records are in the same order in every language', () => {
		expect(writeUpPaths.sort()).toEqual(projects.map(projectPath).sort())
		for (const locale of ['zh-hans', 'zh-hant'] as const)
			expect(getRecords(locale).projects.map((project) => project.id)).toEqual(projects.map((project) => project.id))
	})

	it('the area pages show every project exactly once, each on its own area', () => {
		const own = (path: string) => projects.filter((project) => `/perpetuator/${project.area}` === path)
		const shown = areaPaths.flatMap((path) => own(path).map((project) => project.id))
		expect(shown.sort()).toEqual(projects.map((project) => project.id).sort())
		expect(areaPaths.filter((path) => own(path).length === 0)).toEqual([])
		// Cards of projects not shown large need their heading.
		const withCards = areaPaths.filter((path) => own(path).some((project) => !project.featured))
		expect(withCards.filter((path) => !pageAt(path).projectsHeading)).toEqual([])
	})
})

describe('the landing', () => {
	const landing = en.pages['/perpetuator']

	it('cites three readings that open somewhere real', () => {
		expect(landing.reading.items).toHaveLength(3)
		for (const item of landing.reading.items) {
			const reference = getRecords('en').references.find((record) => record.id === item.reference)
			expect(reference?.doi ?? reference?.url).toBeTruthy()
		}
	})

	it('leads to the three area pages', () => {
		expect(landing.areas.cards.map((card) => card.to).sort()).toEqual([...areaPaths].sort())
	})
})

/** Every reference a page lists is cited in its text (the build checks that every citation is listed). */
describe.each(['en', 'zh-hans'] as const)('citations (%s)', (locale) => {
	const cited = [...areaPaths, ...writeUpPaths].filter((path) => (pageAt(path).references ?? []).length > 0)
	it.each(cited)('%s', (path) => {
		const page = pageAt(path, locale)
		const text = JSON.stringify(page, (key, value: unknown) => (key === 'hast' ? undefined : value))
		const keys = new Set([...text.matchAll(/\[@([\w-]+)\]/g)].map((match) => match[1]))
		expect([...keys].sort()).toEqual([...(page.references ?? [])].sort())
	})
})

describe.each(['en', 'zh-hans'] as const)('chart data (%s)', (locale) => {
	const page = getContent(locale).pages['/perpetuator/culturalexchange/socialcommunity']
	const charts = page.charts?.items ?? []

	it('has the four charts', () => {
		expect(charts.map((chart) => chart.id)).toEqual(['ageing', 'urbanRural', 'household', 'ageingRegions'])
	})

	it.each(charts.map((chart) => [chart.id, chart] as const))(
		'%s: its summary states the charted numbers, and its sources are cited on the page',
		(_id, chart) => {
			for (const series of chart.series) {
				expect(series.values).toHaveLength(chart.categories.length)
				for (const value of series.values) {
					expect(chart.summary).toContain(value.toFixed(chart.decimals))
					expect(value).toBeLessThanOrEqual(chart.max)
				}
			}
			const sources = [...chart.source.markdown.matchAll(/\[@([\w-]+)\]/g)].map((match) => match[1])
			expect(sources.length).toBeGreaterThan(0)
			for (const source of sources) expect(page.references).toContain(source)
		},
	)
})
