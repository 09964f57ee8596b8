import { describe, expect, it } from 'vitest'
import { getContent, getRecords } from '#app/content/index.server.ts'
import type { Project } from '#app/content/schema/records/project.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { formatDate } from '#app/lib/format/format-date.ts'
import { projectCardFacts, projectDetailRows } from './project-details.ts'

const words = getContent('en').pages['/perpetuator'].projectWords
const zhWords = getContent('zh-hans').pages['/perpetuator'].projectWords
const project = (id: string, locale: Locale = 'en'): Project => {
	const record = getRecords(locale).projects.find((candidate) => candidate.id === id)
	if (!record) throw new Error(`No project ${id} in content/projects`)
	return record
}

describe('formatDate for project dates', () => {
	it('writes a date the way each language does, on the same day whatever the time zone', () => {
		expect(formatDate('2024-05-01', 'en')).toBe('May 1, 2024')
		expect(formatDate('2024-05-01', 'zh-hans')).toBe('2024年5月1日')
		expect(formatDate('2025-01-10', 'zh-hant')).toBe('2025年1月10日')
	})
})

describe('projectDetailRows', () => {
	// What the specification gives each project (plus the department, the programme itself).
	const expected: Record<string, [string, string][]> = {
		diabetes: [
			['department', 'The Perpetuator'],
			['status', 'In progress'],
		],
		anxietydisorder: [
			['department', 'The Perpetuator'],
			['status', 'Finished'],
		],
		prolongedgrief: [
			['department', 'The Perpetuator'],
			['status', 'Finished'],
		],
		psychiatricabuse: [
			['department', 'The Perpetuator'],
			['format', 'Group work'],
			['estimatedCompletion', 'May 1, 2024'],
		],
		blueproject: [
			['department', 'The Perpetuator'],
			['startDate', 'January 10, 2025'],
			['status', 'In progress'],
			['format', 'Individual'],
		],
		socialcommunity: [
			['department', 'The Perpetuator'],
			['startDate', 'November 1, 2023'],
			['format', 'Group work'],
			['estimatedCompletion', 'May 1, 2024'],
		],
	}

	it.each(Object.entries(expected))('%s: its title, then exactly the fields its record holds', (id, fields) => {
		const record = project(id)
		const rows = projectDetailRows(record, words, 'en')
		expect(rows.map((row) => [row.field, row.value])).toEqual([['title', record.title], ...fields])
	})

	it('shows every field in the specification’s order when a record has them all', () => {
		const record: Project = {
			...project('blueproject'),
			review: ['R. Reviewer'],
			dataAnalysis: ['D. Analyst'],
			author: ['A. Author', 'B. Author'],
			estimatedCompletion: '2026-12-31',
			format: 'groupWork',
			status: 'finished',
			startDate: '2025-01-10',
			languages: ['en', 'zh'],
			department: 'perpetuator',
		}
		const rows = projectDetailRows(record, words, 'en')
		expect(rows.map((row) => row.label)).toEqual([
			'Project title',
			'Department',
			'Language',
			'Start date',
			'Status',
			'Format',
			'Estimated completion date',
			'Author',
			'Data analysis',
			'Review',
		])
		expect(rows.find((row) => row.field === 'languages')?.value).toBe('English and Chinese')
		expect(rows.find((row) => row.field === 'author')?.value).toBe('A. Author and B. Author')
	})

	it('shows only the title when a record holds nothing else', () => {
		const { department: _department, status: _status, ...record } = project('diabetes')
		expect(projectDetailRows(record, words, 'en').map((row) => row.field)).toEqual(['title'])
	})

	it('speaks the reader’s language', () => {
		const rows = projectDetailRows(project('blueproject', 'zh-hans'), zhWords, 'zh-hans')
		expect(rows.map((row) => row.value)).toEqual([
			project('blueproject', 'zh-hans').title,
			'长青者',
			'2025年1月10日',
			'进行中',
			'个人项目',
		])
	})
})

describe('projectCardFacts', () => {
	it('lists status, dates and format as the record has them', () => {
		expect(projectCardFacts(project('diabetes'), words, 'en')).toEqual(['In progress'])
		expect(projectCardFacts(project('psychiatricabuse'), words, 'en')).toEqual([
			'Estimated completion May 1, 2024',
			'Group work',
		])
		expect(projectCardFacts(project('socialcommunity', 'zh-hans'), zhWords, 'zh-hans')).toEqual([
			'2023年11月1日开始',
			'预计完成日期：2024年5月1日',
			'小组合作',
		])
	})
})
