import { describe, expect, it } from 'vitest'
import { citationNumbers } from '~/components/perpetuator/cited-text.tsx'
import { content as en } from '~/content/en/index.ts'
import { content as zhHans } from '~/content/zh-hans/index.ts'
import { illustrationShapes } from './illustrations.ts'
import { projectReferences } from './project-references.ts'
import { perpetuatorAreas, perpetuatorReadings, projectIds, projects } from './projects.ts'
import { socialCapitalCharts } from './social-capital-charts.ts'

describe('project records', () => {
	it('hold what the specification gives each project, and nothing invented', () => {
		expect(projects.diabetes.details).toEqual({ department: 'perpetuator', status: 'inProgress' })
		expect(projects.anxietydisorder.details).toEqual({ department: 'perpetuator', status: 'finished' })
		expect(projects.prolongedgrief.details).toEqual({ department: 'perpetuator', status: 'finished' })
		expect(projects.psychiatricabuse.details).toEqual({
			department: 'perpetuator',
			format: 'groupWork',
			estimatedCompletion: '2024-05-01',
		})
		expect(projects.blueproject.details).toEqual({
			department: 'perpetuator',
			format: 'individual',
			status: 'inProgress',
			startDate: '2025-01-10',
		})
		expect(projects.socialcommunity.details).toEqual({
			department: 'perpetuator',
			format: 'groupWork',
			startDate: '2023-11-01',
			estimatedCompletion: '2024-05-01',
		})
	})

	it.each(projectIds)('%s: has a page, real pictures and known references', (id) => {
		const record = projects[id]
		expect(Object.keys(en.pages)).toContain(record.path)
		expect(record.path.endsWith(`/${id}`)).toBe(true)
		for (const image of [record.image, ...record.gallery]) expect(Object.keys(illustrationShapes)).toContain(image)
		expect(record.references.length).toBeGreaterThanOrEqual(3)
		for (const reference of record.references) expect(projectReferences).toHaveProperty(reference)
	})

	it('areas list every project exactly once, each on its own area', () => {
		const listed = perpetuatorAreas.flatMap((area) => [
			...('featured' in area ? [area.featured] : []),
			...area.projects,
		])
		expect(listed.sort()).toEqual([...projectIds].sort())
		for (const area of perpetuatorAreas) {
			for (const id of listed.filter((p) => projects[p].area === area.id)) expect(projects[id].path).toContain(area.path)
		}
	})

	it('the landing cites three readings that open somewhere real', () => {
		expect(perpetuatorReadings).toHaveLength(3)
		for (const id of perpetuatorReadings) {
			const reference = projectReferences[id]
			expect('doi' in reference || 'url' in reference).toBe(true)
		}
	})
})

/** Every [n] in a page's text points to one of its references, and every reference is cited. */
describe.each([
	['en', en],
	['zh-hans', zhHans],
] as const)('citations (%s)', (_locale, content) => {
	const cited = [
		...projectIds.map((id) => [projects[id].path, projects[id].references.length] as const),
		...perpetuatorAreas.map((area) => [area.path, area.references.length] as const),
	]
	it.each(cited)('%s', (path, count) => {
		const text = JSON.stringify(content.pages[path as keyof typeof content.pages])
		const numbers = citationNumbers(text)
		expect(numbers.every((n) => n >= 1 && n <= count)).toBe(true)
		expect(new Set(numbers).size).toBe(count)
	})
})

describe('chart data', () => {
	const page = en.pages['/perpetuator/culturalexchange/socialcommunity']
	it.each(socialCapitalCharts.map((chart) => [chart.id, chart] as const))(
		'%s: its summary states the charted numbers, and its sources are cited on the page',
		(_id, chart) => {
			const words = page.charts.items[chart.id]
			for (const series of chart.series) {
				for (const value of series.values) expect(words.summary).toContain(value.toFixed(chart.decimals))
				expect(Object.keys(words.series)).toContain(series.id)
			}
			for (const source of chart.sources) expect(projects.socialcommunity.references).toContain(source)
			for (const value of chart.series.flatMap((s) => s.values)) expect(value).toBeLessThanOrEqual(chart.max)
		},
	)
})
