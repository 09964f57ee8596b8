// @vitest-environment node
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FoundationEvent } from '#app/events/events.server.ts'
import { staffContext, type Staff, type StaffRole } from '#app/workspace/staff-context.ts'
import { contextFor, formPost, subscriberDatabasePerFile } from '#tests/support/newsletter-runtime.ts'
import {
	fixtureEnd,
	fixtureMailInfo,
	fixtureSetting,
	fixtureStart,
	linkToken,
} from '#tests/support/registration-fixtures.ts'
import { loader as eventsLoader } from './events-route.tsx'
import { action as messageAction, loader as registrantsLoader } from './event-registrants-route.tsx'
import { loader as csvLoader } from './registrants-csv-route.ts'

// The site has no event taking registrations yet: these tests give it one.
const fixtureEvent = {
	id: 'test-seminar',
	title: 'Test seminar',
	summary: 'A test.',
	status: 'scheduled',
	start: '2027-03-13T14:00',
	end: '2027-03-13T16:00',
	timeZone: 'America/Vancouver',
	languages: [],
	registrations: { capacity: 1, questions: [{ id: 'diet', label: 'Dietary needs', kind: 'line' }] },
	body: { markdown: 'A test.' },
} as unknown as FoundationEvent

vi.mock('#app/events/registration/registration.server.ts', async (importOriginal) => {
	const original = await importOriginal<typeof import('#app/events/registration/registration.server.ts')>()
	return {
		...original,
		registrableEvent: (id: string) => (id === 'test-seminar' ? fixtureEvent : null),
		registrableEvents: () => [fixtureEvent],
	}
})
vi.mock('#app/events/registration/event-mail-info.server.ts', () => ({ eventMailInfo: () => fixtureMailInfo() }))

const file = subscriberDatabasePerFile()
type Setup = ReturnType<typeof file.runtime>
let setup: Setup | undefined
afterEach(async () => {
	await setup?.cleanup()
	setup = undefined
})

const staffer = (role: StaffRole): Staff => ({ id: 1, email: 'staff@example.org', name: 'Staff', role })

function context(staff: Staff | null, facts: { crossSite?: boolean } = {}) {
	const provider = contextFor(setup!.runtime, facts)
	provider.set(staffContext, staff)
	return provider
}

const args = (request: Request, ctx: ReturnType<typeof context>, params: Record<string, string> = {}) =>
	({ request, context: ctx, params, url: new URL(request.url), pattern: '' }) as never

const get = (path: string) => new Request(`http://site.example${path}`)

/** Two registrations for the fixture event, one with a place and one waiting. */
async function twoRegistrants() {
	const { database } = setup!.runtime
	const at = new Date(fixtureStart.getTime() - 86_400_000 * 3)
	for (const [address, answer] of [
		['ann@example.org', '=cmd|calc'],
		['bo@example.org', 'Vegetarian'],
	] as const) {
		const queued = await database.register({
			input: {
				event: 'test-seminar',
				address,
				name: address.split('@')[0]!,
				locale: 'en',
				answers: { diet: answer },
				eventStart: fixtureStart,
				eventEnd: fixtureEnd,
			},
			setting: fixtureSetting(at),
		})
		await database.confirmRegistration({
			token: linkToken(queued!.email.text, 'confirm'),
			capacity: 1,
			setting: fixtureSetting(at),
		})
	}
}

const outboxCount = (kind: string) => {
	const db = new DatabaseSync(file.path)
	try {
		return (db.prepare('SELECT count(*) AS n FROM outbox WHERE kind = ?').get(kind) as { n: number }).n
	} finally {
		db.close()
	}
}

const post = () =>
	formPost('http://site.example/admin/events/test-seminar', 'audience=all&subject=Room+change&message=Room+2+now.')

describe('the workspace’s event registrations', () => {
	it('send anyone not signed in to the sign-in page (GET) or answer 401 (POST)', async () => {
		setup = file.runtime()
		const redirect = await eventsLoader(args(get('/admin/events'), context(null))).catch((error: unknown) => error)
		expect((redirect as Response).status).toBe(302)
		expect((redirect as Response).headers.get('location')).toBe('/admin/sign-in?next=%2Fadmin%2Fevents')
		const refused = await messageAction(
			args(
				formPost('http://site.example/admin/events/test-seminar', 'audience=all&subject=Hi&message=Hello'),
				context(null),
				{
					slug: 'test-seminar',
				},
			),
		).catch((error: unknown) => error)
		expect((refused as Response).status).toBe(401)
		expect(outboxCount('registration-message')).toBe(0)
	})

	it.each(['editor', 'newsletter', 'admin'] as const)(
		'list events and registrants for any staff role (%s)',
		async (role) => {
			setup = file.runtime()
			await twoRegistrants()
			const list = await eventsLoader(args(get('/admin/events'), context(staffer(role))))
			expect(list.rows).toEqual([
				expect.objectContaining({ slug: 'test-seminar', capacity: 1, confirmed: 1, waiting: 1, pending: 0 }),
			])
			const one = await registrantsLoader(
				args(get('/zh-hans/admin/events/test-seminar'), context(staffer(role)), { slug: 'test-seminar' }),
			)
			expect(one.registrants.map((r) => [r.email, r.status])).toEqual([
				['ann@example.org', 'confirmed'],
				['bo@example.org', 'waiting'],
			])
			expect(one.words.title).toBe('活动报名')
		},
	)

	it('answer 404 for an event that takes no registrations', async () => {
		setup = file.runtime()
		const missing = await registrantsLoader(
			args(get('/admin/events/nothing'), context(staffer('editor')), { slug: 'nothing' }),
		).catch((error: unknown) => error)
		expect((missing as Response).status).toBe(404)
	})

	it('export the registrants as CSV, with a byte-order mark and formulas neutralised', async () => {
		setup = file.runtime()
		await twoRegistrants()
		const response = await csvLoader(
			args(get('/admin/events/test-seminar/registrants.csv'), context(staffer('editor')), { slug: 'test-seminar' }),
		)
		expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		const bytes = new Uint8Array(await response.arrayBuffer())
		expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf])
		const text = new TextDecoder().decode(bytes)
		expect(text.startsWith('"name","email","language","status"')).toBe(true)
		expect(text).toContain(`"'=cmd|calc"`)
		expect(text.split('\r\n').filter(Boolean)).toHaveLength(3)
	})

	it('e-mail the registrants through the outbox, and refuse a cross-site post with nothing written', async () => {
		setup = file.runtime()
		await twoRegistrants()
		const crossSite = (await messageAction(
			args(post(), context(staffer('newsletter'), { crossSite: true }), { slug: 'test-seminar' }),
		)) as { data: { code: string }; init: ResponseInit }
		expect(crossSite.init.status).toBe(403)
		expect(outboxCount('registration-message')).toBe(0)
		const sent = (await messageAction(args(post(), context(staffer('newsletter')), { slug: 'test-seminar' }))) as {
			data: { code: string; sent: number }
		}
		expect(sent.data).toEqual({ code: 'sent', sent: 2 })
		expect(outboxCount('registration-message')).toBe(2)
		const missing = (await messageAction(
			args(
				formPost('http://site.example/admin/events/test-seminar', 'audience=confirmed&subject=&message=x'),
				context(staffer('admin')),
				{
					slug: 'test-seminar',
				},
			),
		)) as { data: { code: string } }
		expect(missing.data.code).toBe('missing')
	})
})
