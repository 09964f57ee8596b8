import { describe, expect, it } from 'vitest'
import { DomainPacer, defaultDomainRates, domainOf, domainRates, parseDomainRates } from './domain-pacing.ts'

describe('pacing per domain', () => {
	it('has cautious defaults for the services our readers use, which the operator can change or switch off', () => {
		expect(Object.keys(defaultDomainRates).sort()).toEqual(
			['126.com', '163.com', 'foxmail.com', 'gmail.com', 'outlook.com', 'qq.com'].sort(),
		)
		expect(domainRates('qq.com=10, Example.ORG=5, gmail.com=0')).toMatchObject({ 'qq.com': 10, 'example.org': 5 })
		expect(domainRates('gmail.com=0')).not.toHaveProperty('gmail.com')
		expect(parseDomainRates('')).toEqual({})
		expect(() => parseDomainRates('qq.com')).toThrow(/not domain=messages per minute/)
		expect(() => parseDomainRates('qq.com=fast')).toThrow(/CAMPAIGN_DOMAIN_RATES/)
	})

	it('reads the domain of an address', () => {
		expect(domainOf('Li.Wei@QQ.com')).toBe('qq.com')
		expect(domainOf('"a@b"@163.com')).toBe('163.com')
	})

	it('spaces one domain to its pace, and leaves the others free', () => {
		let now = 0
		const pacer = new DomainPacer({ 'qq.com': 30 }, () => now)
		expect(pacer.wait('a@qq.com')).toBe(0)
		pacer.take('a@qq.com')
		// 30 a minute: the next QQ message two seconds later; an address elsewhere goes at once.
		expect(pacer.wait('b@qq.com')).toBe(2000)
		expect(pacer.wait('c@example.org')).toBe(0)
		now = 1500
		expect(pacer.wait('b@qq.com')).toBe(500)
		now = 2000
		expect(pacer.wait('b@qq.com')).toBe(0)
	})
})
