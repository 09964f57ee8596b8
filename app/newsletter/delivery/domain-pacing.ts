import { Throttle } from './throttle.ts'

/**
 * Starting paces, in messages per minute, for the mail services many of our
 * readers use. They are our own cautious choices, not limits the services
 * publish: QQ Mail (with Foxmail) and NetEase (163, 126) slow down or
 * refuse senders from abroad that arrive in bursts; Gmail and Outlook take
 * more. Each is changed, or switched off with 0, by CAMPAIGN_DOMAIN_RATES.
 */
export const defaultDomainRates: Readonly<Record<string, number>> = {
	'qq.com': 30,
	'foxmail.com': 30,
	'163.com': 30,
	'126.com': 30,
	'gmail.com': 300,
	'outlook.com': 300,
}

/** `qq.com=20, gmail.com=600, example.org=0`: each domain's messages per minute (0: no pace of its own). */
export function parseDomainRates(value: string | undefined): Record<string, number> {
	const rates: Record<string, number> = {}
	for (const part of (value ?? '').split(',')) {
		if (!part.trim()) continue
		const match = /^\s*([a-z0-9.-]+\.[a-z]{2,})\s*=\s*(\d+(?:\.\d+)?)\s*$/i.exec(part)
		if (!match?.[1] || match[2] === undefined)
			throw new Error(`CAMPAIGN_DOMAIN_RATES: "${part.trim()}" is not domain=messages per minute (qq.com=20)`)
		rates[match[1].toLowerCase()] = Number(match[2])
	}
	return rates
}

/** The defaults, with the operator's changes; a rate of 0 takes the domain out. */
export function domainRates(value: string | undefined): Record<string, number> {
	const merged = { ...defaultDomainRates, ...parseDomainRates(value) }
	return Object.fromEntries(Object.entries(merged).filter(([, rate]) => rate > 0))
}

/** The part of an address after its last @, lower-cased. */
export const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1).toLowerCase()

/**
 * A pace for each domain that has one, inside the sender's overall rate:
 * `wait(address)` says how long until that domain's next free slot (0 for a
 * domain without a pace), `take(address)` uses the slot.
 */
export class DomainPacer {
	readonly #throttles: Map<string, Throttle>

	constructor(rates: Record<string, number>, now?: () => number) {
		this.#throttles = new Map(Object.entries(rates).map(([domain, rate]) => [domain, new Throttle(rate, now)]))
	}

	wait(address: string): number {
		return this.#throttles.get(domainOf(address))?.wait() ?? 0
	}

	take(address: string): void {
		this.#throttles.get(domainOf(address))?.reserve()
	}
}
