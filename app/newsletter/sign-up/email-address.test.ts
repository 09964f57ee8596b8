// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { checkEmailAddress } from './email-address.ts'

describe('checkEmailAddress', () => {
	it.each([
		['jane@example.org', 'jane@example.org'],
		['  Jane.Doe@Example.ORG  ', 'jane.doe@example.org'],
		['\u3000li.wei@example.org\u3000', 'li.wei@example.org'],
		['o’brien@example.org'.replace('’', "'"), "o'brien@example.org"],
		['a+news@sub.example.co.uk', 'a+news@sub.example.co.uk'],
		['wang@例子.中国', 'wang@xn--fsqu00a.xn--fiqs8s'],
	])('accepts %j as %j', (input, normalised) => {
		expect(checkEmailAddress(input)).toEqual({ ok: true, address: normalised })
	})

	it.each([
		['', 'missing'],
		['   ', 'missing'],
		['jane@example.org\r\nBcc: everyone@example.org', 'control-characters'],
		['jane@example.org\n', 'control-characters'],
		['jane\u0000@example.org', 'control-characters'],
		['jane\u200b@example.org', 'control-characters'],
		['Jane Doe <jane@example.org>', 'display-name'],
		['<jane@example.org>', 'display-name'],
		['jane@example.org, li@example.org', 'several-addresses'],
		['jane@example.org;li@example.org', 'several-addresses'],
		['jane@example.org li@example.org', 'several-addresses'],
		['"jane"@example.org', 'quotes'],
		['"Jane Doe" jane@example.org', 'quotes'],
		['jane＠example.org', 'full-width'],
		['ｊａｎｅ@example.org', 'full-width'],
		['jane doe@example.org', 'spaces'],
		[`${'a'.repeat(64)}@${'b'.repeat(186)}.org`, 'too-long'],
		[`${'a'.repeat(65)}@example.org`, 'local-too-long'],
		['jane', 'invalid'],
		['jane@', 'invalid'],
		['@example.org', 'invalid'],
		['jane@example', 'invalid'],
		['jane@@example.org', 'invalid'],
		['jane..doe@example.org', 'invalid'],
		['jane@127.0.0.1', 'invalid'],
		['jane@[127.0.0.1]', 'invalid'],
		['jane@exa_mple.org', 'invalid'],
		['王@example.org', 'invalid'],
	])('refuses %j: %s', (input, problem) => {
		expect(checkEmailAddress(input)).toEqual({ ok: false, problem })
	})

	it('accepts the longest address e-mail allows, and no longer', () => {
		const longest = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.org`
		expect(longest).toHaveLength(254)
		expect(checkEmailAddress(longest).ok).toBe(true)
		expect(checkEmailAddress(`a${longest}`)).toEqual({ ok: false, problem: 'too-long' })
	})
})
