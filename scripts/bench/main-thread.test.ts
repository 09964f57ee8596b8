import { describe, expect, it } from 'vitest'
import { longestTaskAfterFirstPaint, type TraceEvent } from './main-thread.ts'

const main = { pid: 1, tid: 10 }
const task = (ts: number, dur: number, thread = main): TraceEvent => ({
	name: 'ThreadControllerImpl::RunTask',
	ph: 'X',
	ts,
	dur,
	tdur: dur / 2,
	...thread,
})

describe('longestTaskAfterFirstPaint', () => {
	it('takes the longest task on the painting thread after the paint, clipping one that straddles it', () => {
		const events: TraceEvent[] = [
			task(0, 200_000), // before the paint: ignored
			{ name: 'firstContentfulPaint', ph: 'I', ts: 250_000, ...main },
			task(240_000, 30_000), // straddles: 20 ms after the paint
			task(300_000, 45_000),
			task(400_000, 120_000, { pid: 1, tid: 99 }), // another thread: ignored
			task(500_000, 60_000),
		]
		expect(longestTaskAfterFirstPaint(events)).toEqual({ longestMs: 60, longestCpuMs: 30, tasksOver50: 1 })
	})

	it('says so when the trace has no paint', () => {
		expect(() => longestTaskAfterFirstPaint([task(0, 1)])).toThrow(/firstContentfulPaint/)
	})
})
