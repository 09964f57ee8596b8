import { describe, expect, it } from 'vitest'
import { retryDelayMs, classifyFailure } from './backoff.ts'
import { Throttle } from './throttle.ts'

const none = () => 0

describe('throttle', () => {
	it('spaces messages evenly at the configured rate per minute', () => {
		let now = 0
		const throttle = new Throttle(60, () => now)
		const waits = Array.from({ length: 4 }, () => throttle.reserve())
		expect(waits).toEqual([0, 1000, 2000, 3000])
		now = 3500
		expect(throttle.reserve()).toBe(500)
	})

	it('never sends more than the rate in any minute, however the messages are asked for', () => {
		let now = 0
		const throttle = new Throttle(600, () => now)
		const sentAt: number[] = []
		for (let i = 0; i < 2000; i++) {
			now += i % 7 === 0 ? 250 : 0 // bursts and pauses
			const wait = throttle.reserve()
			sentAt.push(now + wait)
			now += wait
		}
		for (let i = 0; i + 600 < sentAt.length; i++) {
			// Any 601 consecutive messages span more than a minute, less the one-second burst allowance.
			expect(sentAt[i + 600]! - sentAt[i]!).toBeGreaterThanOrEqual(60_000 - 1000)
		}
	})

	it('after a quiet spell allows at most one second of messages at once', () => {
		let now = 0
		const throttle = new Throttle(600, () => now)
		now = 60_000
		const waits = Array.from({ length: 12 }, () => throttle.reserve())
		expect(waits.filter((wait) => wait === 0)).toHaveLength(10)
		expect(waits.at(-1)).toBeGreaterThan(0)
	})

	it('refuses a rate of zero', () => {
		expect(() => new Throttle(0)).toThrow('The rate must be above 0')
	})
})

describe('backoff', () => {
	it('doubles the wait after each failed attempt, capped at an hour, with at most 10 % jitter', () => {
		expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 60_000, none))).toEqual([
			60_000, 120_000, 240_000, 480_000,
		])
		expect(retryDelayMs(20, 60_000, none)).toBe(3_600_000)
		expect(retryDelayMs(1, 60_000, () => 0.999)).toBeLessThanOrEqual(66_000)
	})

	it('tells a refused address (permanent) from a mail server in trouble (transient)', () => {
		expect(classifyFailure({ responseCode: 550, command: 'RCPT TO' })).toBe('permanent')
		expect(classifyFailure({ responseCode: 554, command: 'DATA' })).toBe('permanent')
		expect(classifyFailure({ responseCode: 451, command: 'RCPT TO' })).toBe('transient')
		expect(classifyFailure({ responseCode: 535, command: 'AUTH PLAIN' })).toBe('transient')
		expect(classifyFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe('transient')
		expect(classifyFailure(undefined)).toBe('transient')
	})
})
