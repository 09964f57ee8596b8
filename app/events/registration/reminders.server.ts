import { eventInstants } from '#app/events/event-time.ts'
import type { Locale } from '#app/i18n/locales.ts'
import type { Logger } from '#app/newsletter/delivery/outbox.server.ts'
import type { NewsletterRuntime } from '#app/newsletter/runtime.server.ts'
import type { EventMailInfo } from './registration-emails.server.ts'
import { registrationPolicy } from './registration-policy.ts'
import { eventMailInfo } from './event-mail-info.server.ts'
import { deliver, registrableEvents } from './registration.server.ts'

/** What the job needs to know of an event: when it starts, and whether it still takes place. */
type ReminderEvent = { id: string; start: Date; status: 'scheduled' | 'cancelled' | 'postponed' }

type ReminderJobOptions = {
	runtime: Pick<NewsletterRuntime, 'database' | 'delivery' | 'config'>
	/** The clock (tests pass a fake one). */
	now?: () => Date
	/** How often it looks (the reminder goes out within this long of its time). */
	intervalMs?: number
	/** The events taking registrations (the content's, by default). */
	events?: () => ReminderEvent[]
	/** The event as the e-mails describe it (the content's, by default). */
	mailInfo?: (id: string, publicBaseUrl: string) => Record<Locale, EventMailInfo>
	log?: Logger
}

const hour = 3_600_000

const contentEvents = (): ReminderEvent[] =>
	registrableEvents('en').map((event) => ({ id: event.id, start: eventInstants(event)!.start, status: event.status }))

/**
 * The day-before reminders (docs/decisions/059). Every few minutes, and at
 * start, each scheduled event starting within the next day has a reminder
 * written to the outbox for each confirmed registrant who has none yet. The
 * database marks each registration reminded in the same transaction that
 * writes its e-mail, so a restart, a second look or a second server never
 * sends it twice; and the outbox survives restarts, so none is lost.
 */
export function createReminderJob({
	runtime,
	now = () => new Date(),
	intervalMs = 10 * 60_000,
	events = contentEvents,
	mailInfo = eventMailInfo,
	log = console,
}: ReminderJobOptions) {
	let timer: NodeJS.Timeout | undefined
	let running: Promise<number> | null = null

	async function look(): Promise<number> {
		const at = now()
		let written = 0
		for (const event of events()) {
			const opens = event.start.getTime() - registrationPolicy.reminderHoursBefore * hour
			if (event.status !== 'scheduled' || at.getTime() < opens || at.getTime() >= event.start.getTime()) continue
			const queued = await runtime.database.queueReminders({
				event: event.id,
				setting: {
					publicBaseUrl: runtime.config.publicBaseUrl,
					delivery: runtime.delivery.status,
					info: mailInfo(event.id, runtime.config.publicBaseUrl),
					now: at,
				},
			})
			deliver(runtime as NewsletterRuntime, queued)
			written += queued.length
		}
		return written
	}

	/** One look; resolves with how many reminders it wrote. Never runs twice at once. */
	function tick(): Promise<number> {
		running ??= look()
			.catch((error: unknown) => {
				log.error(
					`[registrations] Reminders could not be written: ${error instanceof Error ? error.message : String(error)}`,
				)
				return 0
			})
			.finally(() => {
				running = null
			})
		return running
	}

	return {
		tick,
		start() {
			void tick()
			timer = setInterval(() => void tick(), intervalMs)
			timer.unref()
		},
		async stop() {
			clearInterval(timer)
			await running
		},
	}
}
