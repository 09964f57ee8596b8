/** Yields to the browser: queued input and rendering run before what comes next. */
export function nextTask(): Promise<void> {
	return new Promise((resume) => setTimeout(resume))
}
