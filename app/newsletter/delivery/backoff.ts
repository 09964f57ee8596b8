/**
 * Retrying one recipient: exponential backoff. After failed attempt n (1, 2,
 * …) the next try waits base × 2^(n−1), capped at an hour, with up to 10 %
 * added at random so retries of many addresses spread out; after
 * `maxAttempts` the address is marked failed.
 */
export function retryDelayMs(attempts: number, baseMs: number, random: () => number = Math.random): number {
	const exponential = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000)
	return Math.round(exponential * (1 + 0.1 * random()))
}

export type FailureKind = 'permanent' | 'transient'

/**
 * A permanent failure is about the address itself: the server refused the
 * recipient or the message for good (5xx to RCPT TO or to the message's end).
 * Retrying will not help, and it does not count towards pausing the campaign.
 * Anything else (connection refused, timeouts, 4xx, authentication) is
 * transient: retried, and counted towards pausing.
 */
export function classifyFailure(error: unknown): FailureKind {
	const { responseCode, command } = (error ?? {}) as { responseCode?: unknown; command?: unknown }
	if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) {
		if (command === 'RCPT TO' || command === 'DATA' || command === 'MAIL FROM') return 'permanent'
	}
	return 'transient'
}
