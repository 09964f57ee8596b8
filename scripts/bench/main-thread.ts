/** One event of a Chromium trace (the Trace Event Format), as far as we read it. */
export type TraceEvent = {
	name: string
	ph: string
	ts: number
	dur?: number
	/** Thread (CPU) time, when the trace records it. */
	tdur?: number
	pid: number
	tid: number
	cat?: string
}

/** The top-level task events of Chromium's main thread ('toplevel' or devtools trace categories). */
const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])

/**
 * The longest main-thread task after first contentful paint, in ms, read from
 * a Chromium trace: the renderer's main thread is the one that reports the
 * paint. A task that straddles the paint counts only from the paint on, as
 * Lighthouse counts blocking time. `longestMs` is wall time; `longestCpuMs`
 * the thread's CPU time in its longest task, which time the machine gave to
 * other processes does not inflate (on a shared machine the two differ).
 */
export function longestTaskAfterFirstPaint(events: TraceEvent[]): {
	longestMs: number
	longestCpuMs: number
	tasksOver50: number
} {
	const paint = events.find((event) => event.name === 'firstContentfulPaint')
	if (!paint) throw new Error('The trace has no firstContentfulPaint event')
	let longest = 0
	let longestCpu = 0
	let over50 = 0
	for (const event of events) {
		if (!taskNames.has(event.name) || event.ph !== 'X' || event.pid !== paint.pid || event.tid !== paint.tid) continue
		const end = event.ts + (event.dur ?? 0)
		if (end <= paint.ts) continue
		const share = (end - Math.max(event.ts, paint.ts)) / (event.dur || 1)
		const ms = (end - Math.max(event.ts, paint.ts)) / 1000
		longest = Math.max(longest, ms)
		longestCpu = Math.max(longestCpu, ((event.tdur ?? 0) * share) / 1000)
		if (ms > 50) over50++
	}
	return { longestMs: longest, longestCpuMs: longestCpu, tasksOver50: over50 }
}
