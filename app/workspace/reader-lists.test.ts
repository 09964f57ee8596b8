// @vitest-environment node
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { contextFor, formPost, testRuntime } from '#tests/support/newsletter-runtime.ts'
import { action as applicationsAction, loader as applicationsLoader } from './applications/applications-route.tsx'
import { loader as exportLoader } from './applications/export-route.ts'
import { action as inboxAction, loader as inboxLoader } from './inbox/inbox-route.tsx'
import { staffContext, type Staff, type StaffRole } from './staff-context.ts'

/**
 * The workspace's lists of what readers sent (/admin/inbox, /admin/applications):
 * their loaders and actions with a staffer in the request context, without
 * one (redirect to sign-in, 401) and from another site (403).
 */
let setup: ReturnType<typeof testRuntime>
const sameSite = { 'sec-fetch-site': 'same-origin' }
const staffer = (role: StaffRole): Staff => ({ id: 1, email: 'staff@example.org', name: 'Staff', role })

function contextWith(staff: Staff | null, facts: { crossSite?: boolean } = {}) {
	const context = contextFor(setup.runtime, facts)
	context.set(staffContext, staff)
	return context
}

function rows<T>(sql: string): T[] {
	const db = new DatabaseSync(setup.config.databasePath)
	try {
		return db.prepare(sql).all() as T[]
	} finally {
		db.close()
	}
}

const mail = (to: string) => ({ to, locale: 'en' as const, email: { subject: 's', text: 't', html: 'h', headers: {} } })
async function seed() {
	await setup.runtime.writeWithMail('seed', (database, delivery) =>
		database.recordReaderMessage({
			message: { topic: 'media', name: 'Mei', email: 'mei@example.org', message: 'Hello', locale: 'zh-hans' },
			foundation: mail('inbox@example.org'),
			reader: mail('mei@example.org'),
			now: new Date('2026-11-26T09:00:00Z'),
			delivery,
		}),
	)
	await setup.runtime.writeWithMail('seed', (database, delivery) =>
		database.recordApplication({
			application: {
				form: 'youth-cabinet',
				name: 'Li',
				email: 'li@example.org',
				answers: [{ id: 'why', question: 'Why?', answer: '=HYPERLINK("http://x")' }],
				locale: 'en',
			},
			foundation: mail('inbox@example.org'),
			reader: mail('li@example.org'),
			now: new Date('2026-11-26T09:00:00Z'),
			delivery,
		}),
	)
}

const args = (request: Request, staff: Staff | null, pattern: string, facts = {}) =>
	({ request, context: contextWith(staff, facts), params: {}, pattern, url: new URL(request.url) }) as never
const get = (path: string) => new Request(`https://site.example${path}`)
const post = (path: string, body: string, headers: Record<string, string> = sameSite) =>
	formPost(`https://site.example${path}`, body, headers)

async function thrown(work: () => unknown): Promise<Response> {
	try {
		await work()
	} catch (error) {
		if (error instanceof Response) return error
		throw error
	}
	throw new Error('expected a Response to be thrown')
}

beforeEach(async () => {
	setup = testRuntime()
	await setup.started
	await seed()
})
afterEach(() => setup.cleanup())

describe('the inbox', () => {
	it('lists the messages for any staffer, in the staffer’s language', async () => {
		const data = (await inboxLoader(args(get('/zh-hans/admin/inbox'), staffer('editor'), 'zh-hans/admin/inbox'))) as {
			messages: { topic: string; name: string; state: string; language: string }[]
			words: { title: string }
		}
		expect(data.words.title).toBe('收件箱')
		expect(data.messages).toMatchObject([{ topic: '媒体采访', name: 'Mei', state: 'new', language: '简体中文' }])
	})

	it('sends a visitor who is not signed in to the sign-in page, and refuses their posts with 401', async () => {
		const page = await thrown(() => inboxLoader(args(get('/admin/inbox'), null, 'admin/inbox')))
		expect(page.status).toBe(302)
		expect(page.headers.get('location')).toBe('/admin/sign-in?next=%2Fadmin%2Finbox')
		const change = await thrown(() => inboxAction(args(post('/admin/inbox', 'id=1&intent=erase'), null, 'admin/inbox')))
		expect(change.status).toBe(401)
		expect(rows('SELECT id FROM reader_messages')).toHaveLength(1)
	})

	it('marks a message answered, then erases it with its waiting e-mails; a cross-site post changes nothing', async () => {
		const { id } = rows<{ id: number }>('SELECT id FROM reader_messages')[0]!
		const crossSite = await thrown(() =>
			inboxAction(
				args(post('/admin/inbox', `id=${id}&intent=erase`), staffer('newsletter'), 'admin/inbox', { crossSite: true }),
			),
		)
		expect(crossSite.status).toBe(403)
		const marked = (await inboxAction(
			args(post('/admin/inbox', `id=${id}&intent=answered`), staffer('newsletter'), 'admin/inbox'),
		)) as Response
		expect(marked.status).toBe(303)
		expect(marked.headers.get('location')).toBe('/admin/inbox?done=marked')
		expect(rows('SELECT state FROM reader_messages')).toEqual([{ state: 'answered' }])
		const erased = (await inboxAction(
			args(post('/admin/inbox', `id=${id}&intent=erase`), staffer('admin'), 'admin/inbox'),
		)) as Response
		expect(erased.headers.get('location')).toBe('/admin/inbox?done=erased')
		expect(rows('SELECT id FROM reader_messages')).toEqual([])
		expect(rows('SELECT id FROM outbox WHERE reader_message_id IS NOT NULL')).toEqual([])
		const again = (await inboxAction(
			args(post('/admin/inbox', `id=${id}&intent=erase`), staffer('admin'), 'admin/inbox'),
		)) as Response
		expect(again.headers.get('location')).toBe('/admin/inbox?done=missing')
	})

	it('refuses a form that is not one of its own', async () => {
		const bad = await thrown(() =>
			inboxAction(args(post('/admin/inbox', 'id=1&intent=drop-table'), staffer('editor'), 'admin/inbox')),
		)
		expect(bad.status).toBe(400)
	})
})

describe('every role may use them (readers’ messages and applications need no particular role)', () => {
	for (const role of ['editor', 'newsletter', 'admin'] as const) {
		it(`a staffer with the ${role} role`, async () => {
			const inbox = (await inboxLoader(args(get('/admin/inbox'), staffer(role), 'admin/inbox'))) as {
				messages: unknown[]
			}
			expect(inbox.messages).toHaveLength(1)
		})
	}
})

describe('the applications', () => {
	it('are listed, filtered by form, and erased by any staffer', async () => {
		const all = (await applicationsLoader(
			args(get('/admin/applications?form=youth-cabinet'), staffer('editor'), 'admin/applications'),
		)) as { applications: { name: string; formTitle: string }[]; exportPath: string }
		expect(all.applications).toMatchObject([{ name: 'Li', formTitle: 'Apply to the Youth Cabinet' }])
		expect(all.exportPath).toBe('/admin/applications/export.csv?form=youth-cabinet')
		const none = (await applicationsLoader(
			args(get('/admin/applications?form=volunteer'), staffer('editor'), 'admin/applications'),
		)) as { applications: unknown[] }
		expect(none.applications).toEqual([])
		const { id } = rows<{ id: number }>('SELECT id FROM applications')[0]!
		await applicationsAction(
			args(post('/admin/applications', `id=${id}&intent=erase`), staffer('editor'), 'admin/applications'),
		)
		expect(rows('SELECT id FROM applications')).toEqual([])
	})

	it('export as CSV, a formula typed as an answer kept as text; not for visitors who are not signed in', async () => {
		const response = (await exportLoader(
			args(get('/admin/applications/export.csv'), staffer('newsletter'), 'admin/applications/export.csv'),
		)) as Response
		expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
		const bytes = new Uint8Array(await response.arrayBuffer())
		// A byte-order mark first, so spreadsheet programs read the Chinese as UTF-8.
		expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf])
		const csv = new TextDecoder().decode(bytes)
		expect(csv.split('\r\n')[0]).toBe('"received","form","name","email","language","why"')
		expect(csv).toContain('"youth-cabinet","Li","li@example.org","en","\'=HYPERLINK(""http://x"")"')
		const anonymous = await thrown(() =>
			exportLoader(args(get('/admin/applications/export.csv'), null, 'admin/applications/export.csv')),
		)
		expect(anonymous.status).toBe(302)
	})
})
