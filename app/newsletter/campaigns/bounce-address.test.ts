// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { suppress } from '#app/newsletter/store/suppressions.server.ts'
import { fixturePost, seedSubscribers } from '#tests/support/campaign-fixtures.ts'
import { inProcessSmtp } from '#tests/support/in-process-smtp.ts'
import { testRuntime } from '#tests/support/newsletter-runtime.ts'
import type { CampaignConfig } from './config.ts'
import { CampaignEngine } from './engine.ts'
import { writeNewsManifest } from './news-manifest.ts'
import * as store from './store.ts'

/** BOUNCE_ADDRESS as the envelope sender, and a campaign that skips suppressed addresses, through real SMTP. */

type Envelope = { from: string; to: string }

/** Each accepted message's envelope: who it is from (the Return-Path) and to. */
const smtpServer = () =>
	inProcessSmtp<Envelope>({
		record: (session) => ({
			from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
			to: session.envelope.rcptTo[0]!.address,
		}),
	})

async function until(check: () => boolean, what: string, timeoutMs = 10_000) {
	const started = Date.now()
	while (!check()) {
		if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting until ${what}`)
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
}

let dir: string
beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'bounce-address-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('BOUNCE_ADDRESS and suppressed addresses', { timeout: 20_000 }, () => {
	it('news goes out with the bounce address as envelope sender, and never to a suppressed address', async () => {
		const smtp = await smtpServer()
		const databasePath = join(dir, 'db.sqlite')
		const db = openDatabase(databasePath)
		const silent = { info: () => {}, warn: () => {}, error: () => {} }
		const config: CampaignConfig = {
			databasePath,
			smtpUrl: smtp.url,
			mailFrom: 'News <news@site.example>',
			bounceAddress: 'bounces@mail.site.example',
			publicBaseUrl: 'https://site.example',
			manifestPath: join(dir, 'news-posts.json'),
			graceMs: 0,
			ratePerMinute: 600_000,
			domainRates: {},
			keepRecipientsMs: 90 * 86_400_000,
			connections: 1,
			maxAttempts: 3,
			retryBaseMs: 20,
			pauseAfterFailures: 5,
			pollMs: 20,
			timeZone: 'UTC',
			dkim: null,
		}
		const engine = new CampaignEngine(config, { log: silent })
		try {
			seedSubscribers(db, 5)
			suppress(db, 'reader.confirmed.3@example.org', 'complaint', new Date())
			writeNewsManifest(dir, [fixturePost('winter')])
			engine.start()
			await until(() => store.campaignBySlug(db, 'winter')?.state === 'finished', 'the campaign finishes')
			expect(smtp.received.map((m) => m.to).toSorted()).toEqual(
				[0, 1, 2, 4].map((n) => `reader.confirmed.${n}@example.org`),
			)
			expect(new Set(smtp.received.map((m) => m.from))).toEqual(new Set(['bounces@mail.site.example']))
		} finally {
			await engine.stop()
			db.close()
			await smtp.close()
		}
	})

	it('a confirmation e-mail goes out with the bounce address as envelope sender', async () => {
		const smtp = await smtpServer()
		const setup = testRuntime({ smtpUrl: smtp.url, bounceAddress: 'bounces@mail.site.example' })
		try {
			await setup.runtime.signUp({ address: 'new.reader@example.org', locale: 'en', sourcePage: null })
			await until(() => smtp.received.length === 1, 'the confirmation arrives')
			expect(smtp.received).toEqual([{ from: 'bounces@mail.site.example', to: 'new.reader@example.org' }])
		} finally {
			await setup.cleanup()
			await smtp.close()
		}
	})
})
