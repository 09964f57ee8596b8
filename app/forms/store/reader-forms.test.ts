// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { suppress } from '#app/newsletter/store/suppressions.server.ts'
import { readerFormPolicy } from './reader-form-policy.ts'
import * as forms from './reader-forms.server.ts'

let dir: string
let db: DatabaseSync
const now = new Date('2026-11-26T10:00:00Z')
const email = (subject: string) => ({ subject, text: subject, html: `<p>${subject}</p>`, headers: {} })
const mails = (reader = 'mei.lin@example.org') => ({
	foundation: {
		to: 'inbox@example.org',
		locale: 'en' as const,
		email: { ...email('[Contact]'), headers: { 'Reply-To': reader } },
	},
	reader: { to: reader, locale: 'zh-hans' as const, email: email('已收到') },
	now,
	delivery: 'queued' as const,
})
const message = {
	topic: 'other',
	name: '林美',
	email: 'mei.lin@example.org',
	message: '你好',
	locale: 'zh-hans' as const,
}
const application = {
	form: 'volunteer',
	name: 'Mei Lin',
	email: 'mei.lin@example.org',
	answers: [{ id: 'city', question: 'Where do you live?', answer: 'Vancouver' }],
	locale: 'en' as const,
}
const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n

beforeEach(() => {
	dir = mkdtempSync(join(tmpdir(), 'reader-forms-test-'))
	db = openDatabase(join(dir, 'db.sqlite'))
})
afterEach(() => {
	db.close()
	rmSync(dir, { recursive: true, force: true })
})

describe('messages', () => {
	it('are stored with their two e-mails, the foundation’s carrying Reply-To', () => {
		const queued = forms.recordReaderMessage(db, message, mails())
		expect(queued.map((mail) => mail.to)).toEqual(['inbox@example.org', 'mei.lin@example.org'])
		const outbox = db.prepare('SELECT recipient, kind, headers, reader_message_id FROM outbox ORDER BY id').all()
		expect(outbox).toMatchObject([
			{ recipient: 'inbox@example.org', kind: 'reader-form', headers: '{"Reply-To":"mei.lin@example.org"}' },
			{ recipient: 'mei.lin@example.org', kind: 'reader-form' },
		])
		expect(forms.readerMessages(db)).toMatchObject([{ ...message, state: 'new', answeredAt: null }])
	})

	it('go from new to answered and back', () => {
		forms.recordReaderMessage(db, message, mails())
		const [{ id }] = forms.readerMessages(db) as [forms.ReaderMessage]
		expect(forms.setMessageState(db, id, 'answered', now)).toBe(true)
		expect(forms.readerMessages(db)[0]).toMatchObject({ state: 'answered', answeredAt: now.toISOString() })
		expect(forms.setMessageState(db, id, 'new', now)).toBe(true)
		expect(forms.readerMessages(db)[0]).toMatchObject({ state: 'new', answeredAt: null })
		expect(forms.setMessageState(db, id + 1, 'answered', now)).toBe(false)
	})

	it('erased, take their waiting e-mails with them', () => {
		forms.recordReaderMessage(db, message, mails())
		forms.recordApplication(db, application, mails())
		const [{ id }] = forms.readerMessages(db) as [forms.ReaderMessage]
		expect(forms.eraseMessage(db, id)).toBe(true)
		expect(count('reader_messages')).toBe(0)
		expect(count('outbox')).toBe(2)
		expect(forms.eraseMessage(db, id)).toBe(false)
	})

	it('send no acknowledgement to a suppressed address; the foundation still hears', () => {
		suppress(db, 'mei.lin@example.org', 'complaint', now)
		expect(forms.recordReaderMessage(db, message, mails()).map((mail) => mail.to)).toEqual(['inbox@example.org'])
	})
})

describe('applications', () => {
	it('are listed newest first, by form, with their answers', () => {
		forms.recordApplication(db, application, mails())
		forms.recordApplication(
			db,
			{ ...application, form: 'youth-cabinet', name: 'Li' },
			{ ...mails(), now: new Date(now.getTime() + 1000) },
		)
		expect(forms.applications(db, null).map((row) => row.name)).toEqual(['Li', 'Mei Lin'])
		expect(forms.applications(db, 'volunteer')).toMatchObject([{ name: 'Mei Lin', answers: application.answers }])
		const [{ id }] = forms.applications(db, 'volunteer') as [forms.Application]
		expect(forms.eraseApplication(db, id)).toBe(true)
		expect(forms.applications(db, null).map((row) => row.name)).toEqual(['Li'])
	})
})

describe('the hourly purge', () => {
	it('deletes messages and applications older than the privacy notice says, and nothing newer', () => {
		const day = 86_400_000
		const old = new Date(now.getTime() - (readerFormPolicy.messageKeepDays.value + 1) * day)
		forms.recordReaderMessage(db, message, { ...mails(), now: old })
		forms.recordReaderMessage(db, message, mails())
		forms.recordApplication(db, application, { ...mails(), now: old })
		expect(forms.purgeReaderForms(db, now)).toEqual({ messages: 1, applications: 1 })
		expect(count('reader_messages')).toBe(1)
		expect(count('applications')).toBe(0)
	})
})
