/** One event of a Chromium trace (the Trace Event Format), as far as we read it. */
export type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; cat?: string }

/**
 * The longest main-thread task after first contentful paint, in ms, read from
 * a Chromium trace: the renderer's main thread is the one that reports the
 * paint, and a task is a top-level `RunTask`. A task that straddles the paint
 * counts only from the paint on, as Lighthouse counts blocking time.
 */
export function longestTaskAfterFirstPaint(events: TraceEvent[]): { longestMs: number; tasksOver50: number } {
	const paint = events.find((event) => event.name === 'firstContentfulPaint')
	if (!paint) throw new Error('The trace has no firstContentfulPaint event')
	let longest = 0
	let over50 = 0
	for (const event of events) {
		if (event.name !== 'RunTask' || event.ph !== 'X' || event.pid !== paint.pid || event.tid !== paint.tid) continue
		const end = event.ts + (event.dur ?? 0)
		if (end <= paint.ts) continue
		const ms = (end - Math.max(event.ts, paint.ts)) / 1000
		longest = Math.max(longest, ms)
		if (ms > 50) over50++
	}
	return { longestMs: longest, tasksOver50: over50 }
}
