import { zonedToUtc } from '#app/events/event-time.ts'

/** What the event's page says about registering: places left, full (waiting list), or closed. */
export type RegistrationState = { kind: 'open'; placesLeft: number | null } | { kind: 'full' } | { kind: 'closed' }

type Registrable = {
	status: 'scheduled' | 'cancelled' | 'postponed'
	start?: string
	timeZone?: string
	registrations?: { capacity?: number; closes?: string }
}

/** When registration closes: its own closing time, else the event's start (null: the event takes none). */
function registrationCloses(event: Registrable): Date | null {
	if (!event.registrations || !event.start || !event.timeZone) return null
	return zonedToUtc(event.registrations.closes ?? event.start, event.timeZone)
}

/**
 * Open while the event is scheduled and its closing time has not passed;
 * full once the confirmed registrations fill the capacity (new registrants
 * then join the waiting list). Pure: the page, the action and the tests use it.
 */
export function registrationState(event: Registrable, now: Date, confirmed: number): RegistrationState {
	const closes = registrationCloses(event)
	if (!closes || event.status !== 'scheduled' || now.getTime() >= closes.getTime()) return { kind: 'closed' }
	const capacity = event.registrations?.capacity
	if (capacity === undefined) return { kind: 'open', placesLeft: null }
	return confirmed >= capacity ? { kind: 'full' } : { kind: 'open', placesLeft: capacity - confirmed }
}
