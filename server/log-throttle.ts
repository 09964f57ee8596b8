export type LineLogger = (line: string) => void

/**
 * Keeps a flood of alike log lines from filling the disk. The first line of
 * each kind (`key`) in a window is written; the others are counted, and one
 * line at the end of the window says how many were left out. A client
 * sending junk all day writes a few lines a minute, not one per request.
 */
export function createLogThrottle({ windowMs = 60_000, write }: { windowMs?: number; write: LineLogger }) {
	const windows = new Map<string, { suppressed: number; timer: NodeJS.Timeout }>()

	function close(key: string) {
		const window = windows.get(key)
		if (!window) return
		windows.delete(key)
		if (window.suppressed > 0) {
			write(`${key}: ${window.suppressed} more like it in the last ${Math.round(windowMs / 1000)} s`)
		}
	}

	return {
		/** Writes `line` unless a line of the same `key` was written less than a window ago. */
		line(key: string, line: string) {
			const window = windows.get(key)
			if (window) {
				window.suppressed++
				return
			}
			const timer = setTimeout(() => close(key), windowMs)
			timer.unref()
			windows.set(key, { suppressed: 0, timer })
			write(line)
		},
		/** Writes what is still counted (on shutdown). */
		flush() {
			for (const [key, window] of windows) {
				clearTimeout(window.timer)
				close(key)
			}
		},
	}
}

export type LogThrottle = ReturnType<typeof createLogThrottle>

/** Part of a request line fit for a log: printable ASCII only, and short. */
export function loggable(text: string, max = 80): string {
	// oxlint-disable-next-line no-control-regex -- removing control characters is the point
	const clean = text.replace(/[^\x20-\x7e]/g, '?')
	return clean.length > max ? `${clean.slice(0, max)}…` : clean
}
