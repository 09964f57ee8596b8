import { describe, expect, it } from 'vitest'
import type { Reference } from './schema/records/reference.ts'
import { getContent, getRecords } from './index.server.ts'

const en = getContent('en')
const zhHans = getContent('zh-hans')

/** Whether a reader can find a reference: a DOI or https URL, or (a book) its publisher. */
const findable = (reference: Reference) =>
	reference.doi
		? /^10\.\d{4,}\//.test(reference.doi)
		: reference.url
			? reference.url.startsWith('https://')
			: reference.venue !== ''

/** What the specification asks of the Enlightener's pages, checked on the content itself. */
describe('the Enlightener’s content', () => {
	const intercultural = en.pages['/enlightener/interculturalcommunication']
	const heritage = en.pages['/enlightener/culturalheritage']

	it('intercultural communication has two boxes, both Coming Soon', () => {
		expect(intercultural.boxes.items.map((box) => box.comingSoon)).toEqual([true, true])
	})

	it('cultural heritage has three boxes; only the middle one is Coming Soon', () => {
		expect(heritage.boxes.items.map((box) => box.comingSoon)).toEqual([false, true, false])
	})

	it('box ids are unique on the site, the same in every language', () => {
		const ids = [...intercultural.boxes.items, ...heritage.boxes.items].map((box) => box.id)
		expect(new Set(ids).size).toBe(ids.length)
		const zh = zhHans.pages
		expect(zh['/enlightener/interculturalcommunication'].boxes.items.map((box) => box.id)).toEqual(
			intercultural.boxes.items.map((box) => box.id),
		)
		expect(zh['/enlightener/culturalheritage'].boxes.items.map((box) => box.id)).toEqual(
			heritage.boxes.items.map((box) => box.id),
		)
	})

	it('every way to support ends in a next step: an e-mail with a subject, or a page (the forms, /donate)', () => {
		const steps = en.pages['/enlightener/support'].ways.map((way) =>
			way.action.kind === 'email'
				? `${way.id}: e-mail, subject ${(way.action.subject ?? '').trim() !== ''}`
				: `${way.id}: ${way.action.to}`,
		)
		expect(steps).toEqual([
			'volunteer: /get-involved/volunteer',
			'donate: /donate',
			'partner: e-mail, subject true',
			'join-the-team: /contacts',
		])
	})

	it('the Hello Chinese record keeps an unknown date unknown, and marks its example details', () => {
		const event = getRecords('en').events.find((record) => record.page === '/enlightener/hellochineseevent')
		expect(event?.start).toBeUndefined()
		expect(event?.tookPlace).toBe(true)
		expect(en.pages['/enlightener/hellochineseevent'].exampleFields).toContain('participants')
		expect(en.pages['/enlightener/hellochineseevent'].record.organiser).toContain('{foundation}')
		expect(zhHans.pages['/enlightener/hellochineseevent'].record.organiser).toContain('{foundation}')
	})

	it('every reference can be found: a DOI or https URL, or a book with its publisher', () => {
		const pages = [
			'/enlightener/interculturalcommunication',
			'/enlightener/culturalheritage',
			'/enlightener/crossethniccommunication',
		] as const
		const keys = pages.flatMap((path) => en.pages[path].references ?? [])
		expect(keys.length).toBeGreaterThan(0)
		const lost = getRecords('en')
			.references.filter((reference) => keys.includes(reference.id))
			.filter((reference) => !findable(reference))
			.map((reference) => reference.title)
		expect(lost).toEqual([])
	})
})
