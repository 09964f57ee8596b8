// @vitest-environment node
import { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { subscriberDatabasePerFile } from '#tests/support/newsletter-runtime.ts'
import {
	fixtureEnd,
	fixtureMailInfo,
	fixtureSetting,
	fixtureStart,
	linkToken,
} from '#tests/support/registration-fixtures.ts'
import { createReminderJob } from './reminders.server.ts'

const file = subscriberDatabasePerFile()
type Setup = ReturnType<typeof file.runtime>
let setup: Setup | undefined
afterEach(async () => {
	await setup?.cleanup()
	setup = undefined
})

const reminders = () => {
	const db = new DatabaseSync(file.path)
	try {
		return (
			db.prepare("SELECT recipient FROM outbox WHERE kind = 'registration-reminder'").all() as { recipient: string }[]
		).map((row) => row.recipient)
	} finally {
		db.close()
	}
}

const input = (address: string) => ({
	event: 'test-seminar',
	address,
	name: 'Ming',
	locale: 'zh-hans' as const,
	answers: {},
	eventStart: fixtureStart,
	eventEnd: fixtureEnd,
})

describe('the reminder job', () => {
	it('writes each confirmed registrant’s reminder once, the day before, whatever the clock does after', async () => {
		setup = file.runtime()
		const { database } = setup.runtime
		const registered = new Date(fixtureStart.getTime() - 5 * 86_400_000)
		const queued = await database.register({ input: input('ming@example.org'), setting: fixtureSetting(registered) })
		await database.confirmRegistration({
			token: linkToken(queued!.email.text, 'confirm'),
			capacity: 10,
			setting: fixtureSetting(registered),
		})

		let clock = new Date(fixtureStart.getTime() - 30 * 3_600_000)
		const job = createReminderJob({
			runtime: setup.runtime,
			now: () => clock,
			events: () => [{ id: 'test-seminar', start: fixtureStart, status: 'scheduled' }],
			mailInfo: fixtureMailInfo,
		})
		// 30 hours before: too early.
		expect(await job.tick()).toBe(0)
		// 23 hours before: written.
		clock = new Date(fixtureStart.getTime() - 23 * 3_600_000)
		expect(await job.tick()).toBe(1)
		// Again, later, and by a second job (a restarted server): nothing more.
		clock = new Date(fixtureStart.getTime() - 2 * 3_600_000)
		expect(await job.tick()).toBe(0)
		const restarted = createReminderJob({
			runtime: setup.runtime,
			now: () => clock,
			events: () => [{ id: 'test-seminar', start: fixtureStart, status: 'scheduled' }],
			mailInfo: fixtureMailInfo,
		})
		expect(await restarted.tick()).toBe(0)
		expect(reminders()).toEqual(['ming@example.org'])
	})

	it('sends none for a cancelled or postponed event, nor after the start', async () => {
		setup = file.runtime()
		const job = (status: 'cancelled' | 'scheduled', at: Date) =>
			createReminderJob({
				runtime: setup!.runtime,
				now: () => at,
				events: () => [{ id: 'test-seminar', start: fixtureStart, status }],
				mailInfo: fixtureMailInfo,
			})
		expect(await job('cancelled', new Date(fixtureStart.getTime() - 3_600_000)).tick()).toBe(0)
		expect(await job('scheduled', new Date(fixtureStart.getTime() + 60_000)).tick()).toBe(0)
	})
})
