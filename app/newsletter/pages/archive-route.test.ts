// @vitest-environment node
import { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Locale } from '#app/i18n/locales.ts'
import { fixturePost } from '#tests/support/campaign-fixtures.ts'
import { contextFor, testRuntime } from '#tests/support/newsletter-runtime.ts'
import { loader as listLoader } from './archive-list-route.tsx'
import { loader as postLoader } from './archive-post-route.tsx'

type Setup = ReturnType<typeof testRuntime>
let setup: Setup
type DataResult = { data: Record<string, unknown>; init: ResponseInit | null }

beforeEach(() => {
	setup = testRuntime()
})
afterEach(() => setup.cleanup())

/** A campaign row as the sender leaves it: scheduled (not started) or started on `startedAt`. */
function campaign(slug: string, startedAt: string | null, state = startedAt ? 'finished' : 'scheduled') {
	const db = new DatabaseSync(setup.config.databasePath)
	try {
		db.prepare(
			`INSERT INTO campaigns (post_slug, state, send_after, post, created_at, started_at, updated_at)
				VALUES (?, ?, ?, ?, ?, ?, ?)`,
		).run(
			slug,
			state,
			'2026-11-20T00:00:00Z',
			JSON.stringify(fixturePost(slug)),
			'2026-11-20T00:00:00Z',
			startedAt,
			'2026-11-21T00:00:00Z',
		)
	} finally {
		db.close()
	}
}

const prefix = (locale: Locale) => (locale === 'en' ? '' : `/${locale}`)

async function list(locale: Locale) {
	const url = new URL(`https://site.example${prefix(locale)}/newsletter/archive`)
	const args = { request: new Request(url), context: contextFor(setup.runtime), params: {}, url, pattern: '' }
	const result = (await listLoader(args as never)) as unknown as DataResult
	return { status: result.init?.status ?? 200, ...(result.data as { newsletters: Record<string, string>[] }) }
}

async function open(locale: Locale, slug: string): Promise<{ status: number } & Record<string, unknown>> {
	const url = new URL(`https://site.example${prefix(locale)}/newsletter/archive/${slug}`)
	const args = { request: new Request(url), context: contextFor(setup.runtime), params: { slug }, url, pattern: '' }
	try {
		const result = (await postLoader(args as never)) as unknown as DataResult
		return { status: result.init?.status ?? 200, ...result.data }
	} catch (thrown) {
		return { status: (thrown as DataResult).init?.status ?? 500 }
	}
}

describe('the newsletter archive', () => {
	it('says so while nothing has been sent', async () => {
		campaign('waiting', null)
		expect(await list('en')).toMatchObject({ status: 200, newsletters: [], unavailable: false })
	})

	it('lists every newsletter whose sending began, newest first, in the page’s language', async () => {
		campaign('autumn', '2026-10-02T09:00:00Z')
		campaign('winter', '2026-11-21T09:30:00Z', 'sending')
		campaign('waiting', null)
		const english = await list('en')
		expect(english.newsletters).toEqual([
			{ slug: 'winter', sentOn: '2026-11-21', title: 'Winter gathering (winter)', summary: expect.any(String) },
			{ slug: 'autumn', sentOn: '2026-10-02', title: 'Winter gathering (autumn)', summary: expect.any(String) },
		])
		expect((await list('zh-hant')).newsletters.map((newsletter) => newsletter.title)).toEqual([
			'冬季聚會（winter）',
			'冬季聚會（autumn）',
		])
	})

	it.each(['en', 'zh-hans', 'zh-hant'] as const)(
		'shows a sent newsletter at /newsletter/archive/<slug> in %s, as it was sent',
		async (locale) => {
			campaign('winter', '2026-11-21T09:30:00Z')
			const page = await open(locale, 'winter')
			const sent = fixturePost('winter').locales[locale]
			expect(page).toMatchObject({
				status: 200,
				title: sent.title,
				summary: sent.summary,
				bodyHtml: sent.bodyHtml,
				newsUrl: sent.url,
				sentOn: '2026-11-21',
			})
		},
	)

	it('answers 404 for a newsletter not sent (yet), unknown, or a slug that is not one', async () => {
		campaign('waiting', null)
		for (const slug of ['waiting', 'nothing-here', '..%2Fetc', 'Winter'])
			expect((await open('en', slug)).status).toBe(404)
	})
})
