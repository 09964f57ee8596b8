import { describe, expect, it } from 'vitest'
import {
	eventInstants,
	formatEventTime,
	isoWithOffset,
	isPast,
	offsetAt,
	upcomingAndPast,
	zonedToUtc,
} from './event-time.ts'

describe('an event’s time, on the clock of its place', () => {
	it('turns a local date and time into the instant it is, in any time zone', () => {
		expect(zonedToUtc('2026-03-14T14:00', 'America/Vancouver').toISOString()).toBe('2026-03-14T21:00:00.000Z')
		expect(zonedToUtc('2026-01-14T14:00', 'America/Vancouver').toISOString()).toBe('2026-01-14T22:00:00.000Z')
		expect(zonedToUtc('2026-03-14T14:00', 'Asia/Shanghai').toISOString()).toBe('2026-03-14T06:00:00.000Z')
		expect(zonedToUtc('2026-07-01T09:30', 'Europe/London').toISOString()).toBe('2026-07-01T08:30:00.000Z')
		expect(zonedToUtc('2026-12-31T23:30', 'Australia/Sydney').toISOString()).toBe('2026-12-31T12:30:00.000Z')
		expect(zonedToUtc('2026-05-01T00:00', 'UTC').toISOString()).toBe('2026-05-01T00:00:00.000Z')
	})

	it('reads a time the clock skips with the offset before the change, and a repeated one as the first', () => {
		// London springs forward at 01:00 on 29 March 2026 and falls back at 02:00 on 25 October 2026.
		expect(zonedToUtc('2026-03-29T01:30', 'Europe/London').toISOString()).toBe('2026-03-29T01:30:00.000Z')
		expect(zonedToUtc('2026-10-25T01:30', 'Europe/London').toISOString()).toBe('2026-10-25T00:30:00.000Z')
		expect(zonedToUtc('2026-10-25T02:30', 'Europe/London').toISOString()).toBe('2026-10-25T02:30:00.000Z')
	})

	it('knows a zone’s offset at an instant, and writes it the way schema.org wants', () => {
		expect(offsetAt(Date.parse('2026-07-01T00:00:00Z'), 'America/Vancouver')).toBe(-7 * 3_600_000)
		expect(offsetAt(Date.parse('2026-07-01T00:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * 3_600_000)
		expect(isoWithOffset('2026-03-14T14:00', 'America/Vancouver')).toBe('2026-03-14T14:00:00-07:00')
		expect(isoWithOffset('2026-03-14T14:00', 'Asia/Hong_Kong')).toBe('2026-03-14T14:00:00+08:00')
		expect(isoWithOffset('2026-03-14T14:00', 'Asia/Kolkata')).toBe('2026-03-14T14:00:00+05:30')
	})

	it('has no instants while the date is to be announced', () => {
		expect(eventInstants({})).toBeUndefined()
		expect(eventInstants({ start: '2026-03-14T14:00' })).toBeUndefined()
	})
})

describe('upcoming or past', () => {
	// 7 pm to 9 pm in Hong Kong on 10 May 2026 is 11:00 to 13:00 UTC.
	const hongKong = { id: 'hk', start: '2026-05-10T19:00', end: '2026-05-10T21:00', timeZone: 'Asia/Hong_Kong' }
	// 10 am to noon in Vancouver on 10 May 2026 is 17:00 to 19:00 UTC.
	const vancouver = { id: 'van', start: '2026-05-10T10:00', end: '2026-05-10T12:00', timeZone: 'America/Vancouver' }

	it('is upcoming until its end has passed on its own clock, then past', () => {
		expect(isPast(hongKong, new Date('2026-05-10T10:59:00Z'))).toBe(false) // 6:59 pm in Hong Kong, before the start
		expect(isPast(hongKong, new Date('2026-05-10T12:00:00Z'))).toBe(false) // 8 pm: under way, still listed as upcoming
		expect(isPast(hongKong, new Date('2026-05-10T13:00:00Z'))).toBe(true) // 9 pm: over
		// The same wall-clock hours in Vancouver are seven hours later.
		expect(isPast(vancouver, new Date('2026-05-10T13:00:00Z'))).toBe(false)
		expect(isPast(vancouver, new Date('2026-05-10T18:59:00Z'))).toBe(false)
		expect(isPast(vancouver, new Date('2026-05-10T19:00:00Z'))).toBe(true)
	})

	it('keeps an event without a date upcoming (“to be announced”), unless it took place on a date not recorded', () => {
		expect(isPast({}, new Date('2100-01-01T00:00:00Z'))).toBe(false)
		expect(isPast({ tookPlace: true }, new Date('2000-01-01T00:00:00Z'))).toBe(true)
	})

	it('lists upcoming events soonest first, to-be-announced last; past events newest first, undated last', () => {
		const events = [
			{ id: 'announced-later' },
			{ id: 'june', start: '2026-06-01T10:00', end: '2026-06-01T12:00', timeZone: 'Europe/London' },
			vancouver,
			hongKong,
			{ id: 'long-ago', tookPlace: true },
			{ id: 'april', start: '2026-04-01T10:00', end: '2026-04-01T12:00', timeZone: 'Europe/London' },
			{ id: 'march', start: '2026-03-01T10:00', end: '2026-03-01T12:00', timeZone: 'Europe/London' },
		]
		const beforeBoth = upcomingAndPast(events, new Date('2026-05-01T00:00:00Z'))
		expect(beforeBoth.upcoming.map((event) => event.id)).toEqual(['hk', 'van', 'june', 'announced-later'])
		expect(beforeBoth.past.map((event) => event.id)).toEqual(['april', 'march', 'long-ago'])
		// Between the end of the Hong Kong evening and the end of the Vancouver morning.
		const between = upcomingAndPast(events, new Date('2026-05-10T15:00:00Z'))
		expect(between.upcoming.map((event) => event.id)).toEqual(['van', 'june', 'announced-later'])
		expect(between.past.map((event) => event.id)).toEqual(['hk', 'april', 'march', 'long-ago'])
	})
})

// ICU separates times with thin and narrow no-break spaces: compare with plain ones.
const plain = (text: string | undefined) => text?.replace(/[\u2009\u202f]/g, ' ')

describe('when, in words', () => {
	const event = { start: '2026-03-14T14:00', end: '2026-03-14T16:00', timeZone: 'America/Vancouver' }

	it('is written the reader’s way, on the event’s own clock, with the clock’s name', () => {
		expect(plain(formatEventTime(event, 'en'))).toBe('Saturday, March 14, 2026, 2:00 – 4:00 PM (Pacific Time)')
		expect(formatEventTime(event, 'zh-hans')).toBe('2026年3月14日星期六 14:00–16:00（北美太平洋时间）')
		expect(formatEventTime(event, 'zh-hant')).toMatch(/^2026年3月14日 星期六 下午2:00至4:00（.+時間）$/)
	})

	it('follows the event’s time zone, never the machine’s', () => {
		expect(plain(formatEventTime({ ...event, timeZone: 'Asia/Hong_Kong' }, 'en'))).toBe(
			'Saturday, March 14, 2026, 2:00 – 4:00 PM (Hong Kong Standard Time)',
		)
	})

	it('is nothing while the date is to be announced', () => {
		expect(formatEventTime({}, 'en')).toBeUndefined()
	})
})
