// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { inProcessSmtp } from '#tests/support/in-process-smtp.ts'
import { parseMail } from '#tests/support/mail.ts'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import type { CampaignConfig } from './config.ts'
import { CampaignEngine } from './engine.ts'
import { writeNewsManifest } from './news-manifest.ts'
import * as store from './store.ts'
import { fixturePost, seedSubscribers } from '#tests/support/campaign-fixtures.ts'

type Received = { to: string; lang: string | undefined; subject: string | undefined }

/** An in-process SMTP server that keeps what it accepts and refuses what `refuse` says. */
function smtpServer(refuse?: (to: string) => number | null) {
	return inProcessSmtp<Received>({
		refuse,
		record: (session, raw) => {
			const mail = parseMail(raw)
			return {
				to: session.envelope.rcptTo[0]!.address,
				lang: mail.headers.get('content-language'),
				subject: mail.headers.get('subject'),
			}
		},
	})
}

let dir: string
let db: DatabaseSync
let engine: CampaignEngine | undefined
let logs: string[]
const keep = (...parts: unknown[]) => void logs.push(parts.join(' '))

function config(overrides: Partial<CampaignConfig> = {}): CampaignConfig {
	return {
		databasePath: join(dir, 'db.sqlite'),
		smtpUrl: null,
		mailFrom: 'News <news@site.example>',
		publicBaseUrl: 'https://site.example',
		manifestPath: join(dir, 'news-posts.json'),
		graceMs: 0,
		ratePerMinute: 600_000,
		domainRates: {},
		keepRecipientsMs: 90 * 86_400_000,
		connections: 2,
		maxAttempts: 3,
		retryBaseMs: 20,
		pauseAfterFailures: 5,
		pollMs: 20,
		timeZone: 'UTC',
		dkim: null,
		...overrides,
	}
}

/** Polls `check` until it holds; the limit is for a sender that is stuck, not a wait (a busy machine makes it slow). */
async function until(check: () => boolean, what: string, timeoutMs = 60_000) {
	const started = Date.now()
	while (!check()) {
		if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting until ${what}; log:\n${logs.join('\n')}`)
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
}

/** Stops the sender (its SMTP connections close; a test server waits for them before it closes). */
async function stopEngine() {
	await engine?.stop()
	engine = undefined
}

const campaign = (slug = 'winter') => store.campaignBySlug(db, slug)

beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'campaign-engine-'))
	db = openDatabase(join(dir, 'db.sqlite'))
	logs = []
})
afterEach(async () => {
	await stopEngine()
	db.close()
	rmSync(dir, { recursive: true, force: true })
})

describe('the campaign sender', { timeout: 120_000 }, () => {
	it('sends a switched-on post once to every confirmed subscriber, in their language, and finishes', async () => {
		const smtp = await smtpServer()
		try {
			seedSubscribers(db, 30)
			seedSubscribers(db, 3, { status: 'pending' })
			writeNewsManifest(dir, [fixturePost('winter'), fixturePost('quiet', { sendToSubscribers: false })])
			engine = new CampaignEngine(config({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` }), {
				log: { info: keep, warn: keep, error: keep },
			})
			engine.start()
			await until(() => campaign()?.state === 'finished', 'the campaign finishes')
			expect(smtp.received).toHaveLength(30)
			expect(new Set(smtp.received.map((m) => m.to)).size).toBe(30)
			const zhHant = smtp.received.find((m) => m.to === 'reader.confirmed.2@example.org')!
			expect(zhHant).toMatchObject({ lang: 'zh-Hant-HK', subject: '冬季聚會（winter）' })
			expect(store.recipientCounts(db, campaign()!.id)).toMatchObject({ sent: 30, failed: 0, pending: 0 })
			expect(campaign('quiet')).toBeUndefined()
			expect(logs.join('\n')).toMatch(/"winter": finished; 30 sent, 0 failed/)
			expect(logs.join('\n')).not.toMatch(/reader\.confirmed\.\d+@/)
		} finally {
			await stopEngine()
			await smtp.close()
		}
	})

	it('paces a domain that has its own rate, and sends to the others meanwhile', async () => {
		const smtp = await smtpServer()
		try {
			seedSubscribers(db, 4)
			const time = new Date().toISOString()
			for (const [i, email] of ['li@other.example', 'chan@other.example'].entries())
				db.prepare(
					`INSERT INTO subscribers (email, status, locale, consent_at, consent_version, confirmed_at, unsubscribe_token, created_at, updated_at)
						VALUES (?, 'confirmed', 'en', ?, 'seed', ?, ?, ?, ?)`,
				).run(email, time, time, `other-token-${i}`, time, time)
			writeNewsManifest(dir, [fixturePost('winter')])
			const started = Date.now()
			engine = new CampaignEngine(
				config({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, domainRates: { 'example.org': 120 } }),
				{ log: { info: keep, warn: keep, error: keep } },
			)
			engine.start()
			await until(() => campaign()?.state === 'finished', 'the campaign finishes')
			// Four to example.org at two a second take at least 1.5 s; the other domain's two do not wait for them.
			expect(Date.now() - started).toBeGreaterThanOrEqual(1400)
			expect(smtp.received).toHaveLength(6)
			const order = smtp.received.map((message) => message.to.endsWith('@other.example'))
			expect(order.slice(0, 3).filter(Boolean)).toHaveLength(2)
		} finally {
			await stopEngine()
			await smtp.close()
		}
	})

	it('gives up at once on an address the server refuses for good, and goes on with the others', async () => {
		const smtp = await smtpServer((to) => (to === 'reader.confirmed.4@example.org' ? 550 : null))
		try {
			seedSubscribers(db, 9)
			writeNewsManifest(dir, [fixturePost('winter')])
			engine = new CampaignEngine(config({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` }), {
				log: { info: keep, warn: keep, error: keep },
			})
			engine.start()
			await until(() => campaign()?.state === 'finished', 'the campaign finishes')
			expect(smtp.received).toHaveLength(8)
			expect(store.recipientCounts(db, campaign()!.id)).toMatchObject({ sent: 8, failed: 1 })
			expect(logs.join('\n')).toMatch(/r\*\*\*@e\*\*\*\.org \(attempt 1, permanent\).*giving up/)
		} finally {
			await stopEngine()
			await smtp.close()
		}
	})

	it('retries with backoff, pauses itself after repeated failures, and resumes where it stopped', async () => {
		// Nothing listens on this port yet.
		const probe = await smtpServer()
		const port = probe.port
		await probe.close()
		seedSubscribers(db, 12)
		writeNewsManifest(dir, [fixturePost('winter')])
		engine = new CampaignEngine(config({ smtpUrl: `smtp://127.0.0.1:${port}`, connections: 1 }), {
			log: { info: keep, warn: keep, error: keep },
		})
		engine.start()
		await until(() => campaign()?.state === 'paused', 'the campaign pauses')
		await stopEngine()
		expect(campaign()!.reason).toMatch(/^paused after 5 failures in a row; last: .*ECONNREFUSED/)
		const counts = store.recipientCounts(db, campaign()!.id)
		expect(counts).toMatchObject({ sent: 0, failed: 0, sending: 0 })
		const attempts = db.prepare('SELECT sum(attempts) AS n FROM campaign_recipients').get() as { n: number }
		expect(attempts.n).toBe(5)

		// The mail server is back; the operator resumes (from the command line, another connection).
		const smtp = await smtpServer()
		try {
			// The same port is not guaranteed free again: point the sender at the new server.
			expect(store.changeCampaign(db, 'winter', 'resume').ok).toBe(true)
			engine = new CampaignEngine(config({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` }), {
				log: { info: keep, warn: keep, error: keep },
			})
			engine.start()
			await until(() => campaign()?.state === 'finished', 'the campaign finishes')
			expect(smtp.received).toHaveLength(12)
			expect(new Set(smtp.received.map((m) => m.to)).size).toBe(12)
		} finally {
			await stopEngine()
			await smtp.close()
		}
	})

	it('stops sending when the operator pauses, and sends the rest after resume', async () => {
		const smtp = await smtpServer()
		try {
			seedSubscribers(db, 60)
			writeNewsManifest(dir, [fixturePost('winter')])
			engine = new CampaignEngine(config({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, ratePerMinute: 1200 }), {
				log: { info: keep, warn: keep, error: keep },
			})
			engine.start()
			await until(() => smtp.received.length >= 5, 'a few are sent')
			expect(store.changeCampaign(db, 'winter', 'pause').ok).toBe(true)
			// The messages already on their way are delivered; the batch then ends, and its claims with it.
			await until(() => {
				const { sending, submitted } = store.recipientCounts(db, campaign()!.id)
				return sending + submitted === 0
			}, 'the batch on its way ends')
			const atPause = smtp.received.length
			await new Promise((resolve) => setTimeout(resolve, 500))
			expect(smtp.received.length).toBe(atPause)
			expect(atPause).toBeLessThan(60)
			expect(store.recipientCounts(db, campaign()!.id).sending).toBe(0)
			expect(store.changeCampaign(db, 'winter', 'resume').ok).toBe(true)
			await until(() => campaign()?.state === 'finished', 'the campaign finishes')
			expect(smtp.received).toHaveLength(60)
			expect(new Set(smtp.received.map((m) => m.to)).size).toBe(60)
		} finally {
			await stopEngine()
			await smtp.close()
		}
	})

	it('without SMTP_URL keeps every copy in the outbox', async () => {
		seedSubscribers(db, 6)
		writeNewsManifest(dir, [fixturePost('winter')])
		engine = new CampaignEngine(config(), { log: { info: keep, warn: keep, error: keep } })
		engine.start()
		await until(() => campaign()?.state === 'finished', 'the campaign finishes')
		const rows = db
			.prepare("SELECT locale, subject, headers FROM outbox WHERE kind = 'campaign' ORDER BY id")
			.all() as {
			locale: string
			subject: string
			headers: string
		}[]
		expect(rows.map((row) => row.locale)).toEqual(['en', 'zh-hans', 'zh-hant', 'en', 'zh-hans', 'zh-hant'])
		expect(JSON.parse(rows[1]!.headers)['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
		expect(logs.join('\n')).toMatch(/no SMTP_URL, so every copy is kept in the outbox/)
	})

	it('ignores a broken manifest, saying why, and changes nothing', async () => {
		seedSubscribers(db, 2)
		const { writeFileSync } = await import('node:fs')
		writeFileSync(join(dir, 'news-posts.json'), '{"version": 1, "posts": [{"slug": "x"}]}')
		engine = new CampaignEngine(config(), { log: { info: keep, warn: keep, error: keep } })
		engine.start()
		await until(() => logs.some((line) => /not usable/.test(line)), 'the problem is logged')
		expect(store.listCampaigns(db)).toEqual([])
	})
})
