/** Yields to the browser: queued input and rendering run before what comes next. */
export function nextTask(): Promise<void> {
	const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
	if (scheduler?.yield) return scheduler.yield()
	return new Promise((resume) => setTimeout(resume, 0))
}
