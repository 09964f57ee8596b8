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
		// Unused slots from a quiet spell may be used, up to the burst.
		const earliest = now - (this.#burst - 1) * this.#intervalMs
		const slot = Math.max(this.#next, earliest)
		this.#next = slot + this.#intervalMs
		return Math.max(0, slot - now)
	}

	/** Waits for the next slot. */
	async take(): Promise<void> {
		const wait = this.reserve()
		if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait))
	}
}
