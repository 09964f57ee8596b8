import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogThrottle, loggable } from './log-throttle.ts'

afterEach(() => {
	vi.useRealTimers()
})

describe('createLogThrottle', () => {
	it('writes the first line of a kind per window, then one line counting the rest', () => {
		vi.useFakeTimers()
		const lines: string[] = []
		const log = createLogThrottle({ windowMs: 60_000, write: (line) => lines.push(line) })
		for (let i = 0; i < 1000; i++) log.line('[http] 405 TRACE', `[http] 405 TRACE /${i}`)
		log.line('[http] 400 bad Host', '[http] 400 GET /')
		expect(lines).toEqual(['[http] 405 TRACE /0', '[http] 400 GET /'])
		vi.advanceTimersByTime(60_000)
		expect(lines.slice(2)).toEqual(['[http] 405 TRACE: 999 more like it in the last 60 s'])
		log.line('[http] 405 TRACE', '[http] 405 TRACE /again')
		expect(lines.at(-1)).toBe('[http] 405 TRACE /again')
	})

	it('writes what it still counts when flushed (on shutdown)', () => {
		const lines: string[] = []
		const log = createLogThrottle({ write: (line) => lines.push(line) })
		log.line('k', 'first')
		log.line('k', 'second')
		log.flush()
		expect(lines).toEqual(['first', 'k: 1 more like it in the last 60 s'])
	})
})

describe('loggable', () => {
	it('keeps printable ASCII only, and cuts long text', () => {
		expect(loggable('/a\r\nInjected: yes\u0000é')).toBe('/a??Injected: yes??')
		expect(loggable('x'.repeat(100), 10)).toBe(`${'x'.repeat(10)}…`)
	})
})
