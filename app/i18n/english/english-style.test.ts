// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parse as parseYaml } from 'yaml'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentFiles } from '#app/i18n/simplified/simplified-texts.ts'
import { findAvoidedEnglish, looksTitleCased, withoutNames } from './english-style.ts'

const root = process.cwd()
const isEnglish = (path: string) => path.split('/').includes('en')
const texts = contentFiles(root, isEnglish)

/** Records whose titles are names: each project and each event. */
const recordTitles = texts
	.filter(({ where }) =>
		/^content\/(projects|events)\/en\/[^ ]+ front matter\.title$|^content\/projects\/en\/[^ ]+\.title$/.test(where),
	)
	.map(({ text }) => text)

/** Names that keep their capitals (decision 050). */
const names = [
	...recordTitles,
	'The Dreamer',
	'The Perpetuator',
	'The Voyager',
	'The Enlightener',
	'Youth Cabinet',
	'Offer Love, All for Love',
	'Emotion and Stress Management Workshop',
	'Mind Spark Workshop',
	'Bilingual Education in Mandarin and English',
	'Hello China Cultural Exchange',
	'Serendipity Snow Club',
	'Aspirin',
	'Hello China',
	'Hello Chinese',
	'Vice President',
	'Publicity Department',
]

/** Headings: Markdown headings, and the short front-matter or YAML fields a page shows as headings, titles, links or buttons. */
const shownAsHeading =
	/\.(heading|title|label|learnMore|link|caption|trigger|eyebrow|aboutUs|contactUs|button|inProgress|finished)$/
const headings = texts.flatMap(({ where, text }) => {
	if (shownAsHeading.test(where) && text.length < 80) return [{ where, text }]
	if (where.endsWith('.md'))
		return [...text.matchAll(/^#{2,6} (.+?)(?: \{#[^}]*\})?$/gm)].map((match) => ({ where, text: match[1]! }))
	return []
})

describe('English: one house style', () => {
	it('reads the content it checks', () => {
		expect(recordTitles.length).toBeGreaterThan(5)
		expect(headings.length).toBeGreaterThan(200)
	})

	it('writes headings, titles and labels in sentence case; names keep their capitals', () => {
		const found = headings
			.filter(({ text }) => looksTitleCased(withoutNames(text, names)))
			.map(({ where, text }) => `${where}: ${text}`)
		expect(found).toEqual([])
	})

	it('gives a page’s heading and its <title> the same capitals', () => {
		const found = texts
			.filter(({ where }) => /^content\/pages\/en\/[^ ]+\.md front matter\.title$/.test(where))
			.flatMap(({ where, text }) => {
				const file = where.split(' ')[0]!
				const front = parseYaml(readFileSync(join(root, file), 'utf8').split('---')[1]!) as {
					meta?: { title?: string }
				}
				const metaTitle = front.meta?.title
				return metaTitle && metaTitle !== text && metaTitle.toLowerCase() === text.toLowerCase()
					? [`${file}: “${text}” and <title> “${metaTitle}”`]
					: []
			})
		expect(found).toEqual([])
	})

	it('spells each word one way, and names psychological abuse one way', () => {
		const found = texts
			.filter(({ where }) => !where.endsWith('.kind'))
			.flatMap(({ where, text }) =>
				findAvoidedEnglish(text).map((avoided) => `${where}: “${avoided.found}” → “${avoided.use}”`),
			)
		expect(found).toEqual([])
	})

	it.each([
		['How We’re Impacting the World', true],
		['Cooperative Partners', true],
		['How we’re impacting the world', false],
		['What the Youth Cabinet is for', false],
		['Visit Serendipity Snow Club', false],
	])('reads “%s” as Title Case: %s', (text, titled) => {
		expect(looksTitleCased(withoutNames(text, names))).toBe(titled)
	})

	it('finds a second spelling, not a web or e-mail address', () => {
		expect(findAvoidedEnglish('culturally aware mental-health support; mental abuse').map((x) => x.use)).toEqual([
			'mental health',
			'psychological abuse',
		])
		expect(findAvoidedEnglish('https://www.who.int/mental-health-of-older-adults {email} jo@samaritans.org')).toEqual(
			[],
		)
	})
})
