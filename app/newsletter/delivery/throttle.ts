/**
 * Messages per minute, evenly spaced: each message gets the next free slot,
 * `60 000 / rate` ms after the previous one, with at most one second's worth
 * of messages allowed in a burst after a quiet spell (a token bucket holding
 * one second of tokens). The clock is injected so tests need no waiting.
 */
export class Throttle {
	readonly #intervalMs: number
	readonly #burst: number
	readonly #now: () => number
	#next: number

	constructor(ratePerMinute: number, now: () => number = () => performance.now()) {
		if (!(ratePerMinute > 0)) throw new Error('The rate must be above 0')
		this.#intervalMs = 60_000 / ratePerMinute
		this.#burst = Math.max(1, Math.floor(ratePerMinute / 60))
		this.#now = now
		this.#next = now()
	}

	/** How long to wait before sending one more message, and reserves its slot. */
	reserve(): number {
		const now = this.#now()
		const slot = this.#slot(now)
		this.#next = slot + this.#intervalMs
		return Math.max(0, slot - now)
	}

	/** How long until the next free slot, reserving nothing. */
	wait(): number {
		const now = this.#now()
		return Math.max(0, this.#slot(now) - now)
	}

	/** Unused slots from a quiet spell may be used, up to the burst. */
	#slot(now: number): number {
		return Math.max(this.#next, now - (this.#burst - 1) * this.#intervalMs)
	}

	/** Waits for the next slot. */
	async take(): Promise<void> {
		const wait = this.reserve()
		if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait))
	}
}
