// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { maskAddress, redactAddresses } from './mask.ts'

describe('maskAddress and redactAddresses', () => {
	it('keeps the first letters and the top-level domain only', () => {
		expect(maskAddress('jane.doe@example.org')).toBe('j***@e***.org')
		expect(maskAddress('a@b')).toBe('a***@b***')
		expect(maskAddress('nonsense')).toBe('***')
	})

	it('masks every address inside a longer text', () => {
		expect(redactAddresses('550 5.1.1 <jane@example.org>: Recipient rejected (li@mail.example.cn)')).toBe(
			'550 5.1.1 <j***@e***.org>: Recipient rejected (l***@m***.cn)',
		)
	})
})
