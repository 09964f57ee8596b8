import { punctuation } from '#app/i18n/punctuation.ts'
import { localeConfig, type Locale } from '#app/i18n/locales.ts'

/**
 * When an event happens. Its content file gives start and end as the clock
 * on the wall where it happens (YYYY-MM-DDTHH:mm) and that place's IANA time
 * zone; everything here turns them into instants (UTC) and back into words,
 * so nothing depends on the time zone of the machine that builds or serves
 * the site. Pure functions: the pages, the calendars and the tests use them.
 */
export type EventWhen = {
	/** YYYY-MM-DDTHH:mm on the local clock, or absent while the date is to be announced. */
	start?: string
	end?: string
	timeZone?: string
	/** The event has taken place, though its date is not recorded. */
	tookPlace?: boolean
}

/**
 * The instant a local date and time is in a time zone. In the hour a clock
 * skips (spring forward) it is read with the offset before the change; in the
 * hour a clock repeats (fall back), the first of the two.
 */
export function zonedToUtc(local: string, timeZone: string): Date {
	const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
	if (!match) throw new Error(`Not a local date and time (YYYY-MM-DDTHH:mm): ${local}`)
	const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number]
	const wall = Date.UTC(year, month - 1, day, hour, minute)
	// The offset an hour either side: take the earlier instant that shows this wall time.
	const candidates = [offsetAt(wall - 3_600_000 * 3, timeZone), offsetAt(wall + 3_600_000 * 3, timeZone)].map(
		(offset) => wall - offset,
	)
	const exact = candidates.filter((instant) => wall - offsetAt(instant, timeZone) === instant).sort((a, b) => a - b)
	return new Date(exact[0] ?? candidates[0]!)
}

/** How far ahead of UTC a time zone's clock is at an instant, in milliseconds. */
export function offsetAt(instant: number, timeZone: string): number {
	const parts = Object.fromEntries(
		offsetFormat(timeZone)
			.formatToParts(new Date(instant))
			.map((part) => [part.type, part.value]),
	)
	const asUtc = Date.UTC(
		Number(parts.year),
		Number(parts.month) - 1,
		Number(parts.day),
		Number(parts.hour) % 24,
		Number(parts.minute),
		Number(parts.second),
	)
	return asUtc - (instant - (instant % 1000))
}

/** Intl formatters are costly to make and cheap to use: one per language, zone and purpose. */
const formats = new Map<string, Intl.DateTimeFormat>()
function cachedFormat(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
	const key = `${language} ${JSON.stringify(options)}`
	let format = formats.get(key)
	if (!format) {
		format = new Intl.DateTimeFormat(language, options)
		formats.set(key, format)
	}
	return format
}

const offsetFormat = (timeZone: string) =>
	cachedFormat('en-US', {
		timeZone,
		hourCycle: 'h23',
		year: 'numeric',
		month: 'numeric',
		day: 'numeric',
		hour: 'numeric',
		minute: 'numeric',
		second: 'numeric',
	})

/** Start and end as instants, or nothing while the date is to be announced. */
export function eventInstants(event: EventWhen): { start: Date; end: Date } | undefined {
	if (!event.start || !event.timeZone) return undefined
	const start = zonedToUtc(event.start, event.timeZone)
	const end = event.end ? zonedToUtc(event.end, event.timeZone) : start
	return { start, end }
}

/** Whether an event is over at `now`: its end has passed (or it took place on a date not recorded). */
export function isPast(event: EventWhen, now: Date): boolean {
	const instants = eventInstants(event)
	if (!instants) return Boolean(event.tookPlace)
	return instants.end.getTime() <= now.getTime()
}

/**
 * Upcoming events soonest first (those whose date is to be announced after
 * them), and past events newest first (those whose date is not recorded last).
 */
export function upcomingAndPast<T extends EventWhen & { id: string }>(
	events: readonly T[],
	now: Date,
): { upcoming: T[]; past: T[] } {
	const starts = new Map(events.map((event) => [event, eventInstants(event)?.start.getTime()]))
	const startOf = (event: T) => starts.get(event)
	const byStart = (direction: 1 | -1) => (a: T, b: T) => {
		const [x, y] = [startOf(a), startOf(b)]
		if (x === undefined || y === undefined) return x === y ? a.id.localeCompare(b.id) : x === undefined ? 1 : -1
		return x === y ? a.id.localeCompare(b.id) : (x - y) * direction
	}
	return {
		upcoming: events.filter((event) => !isPast(event, now)).sort(byStart(1)),
		past: events.filter((event) => isPast(event, now)).sort(byStart(-1)),
	}
}

/**
 * When an event happens, in words of the reader's language, on the clock of
 * the place it happens, with that clock's name:
 * 'Saturday, March 14, 2026, 2:00 – 4:00 PM (Pacific Time)',
 * '2026年3月14日星期六 14:00–16:00（北美太平洋时间）'.
 */
export function formatEventTime(event: EventWhen, locale: Locale): string | undefined {
	const instants = eventInstants(event)
	if (!instants || !event.timeZone) return undefined
	const language = localeConfig[locale].hrefLang
	const range = cachedFormat(language, {
		weekday: 'long',
		year: 'numeric',
		month: 'long',
		day: 'numeric',
		hour: 'numeric',
		minute: '2-digit',
		timeZone: event.timeZone,
	}).formatRange(instants.start, instants.end)
	const zone = cachedFormat(language, { timeZoneName: 'longGeneric', timeZone: event.timeZone })
		.formatToParts(instants.start)
		.find((part) => part.type === 'timeZoneName')?.value
	const { openBracket, closeBracket } = punctuation[locale]
	return zone ? `${range}${openBracket}${zone}${closeBracket}` : range
}

/** A local date and time with its place's UTC offset, as schema.org wants it: 2026-03-14T14:00:00-07:00. */
export function isoWithOffset(local: string, timeZone: string): string {
	const offset = Math.round(offsetAt(zonedToUtc(local, timeZone).getTime(), timeZone) / 60_000)
	const sign = offset < 0 ? '-' : '+'
	const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')
	const minutes = String(Math.abs(offset) % 60).padStart(2, '0')
	return `${local}:00${sign}${hours}:${minutes}`
}
