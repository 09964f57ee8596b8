// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isSameSitePost } from './request-origin.ts'

const url = 'http://site.example/newsletter'
const check = (headers: Record<string, string>, allowed: string[] = []) =>
	isSameSitePost(new Headers(headers), url, allowed)

describe('isSameSitePost', () => {
	it('trusts Sec-Fetch-Site when a browser sends it', () => {
		expect(check({ 'sec-fetch-site': 'same-origin' })).toBe(true)
		// Our pages send Referrer-Policy: no-referrer, so a browser's own form POST says `Origin: null`.
		expect(check({ 'sec-fetch-site': 'same-origin', origin: 'null' })).toBe(true)
		expect(check({ 'sec-fetch-site': 'none' })).toBe(true)
		expect(check({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })).toBe(false)
		expect(check({ 'sec-fetch-site': 'same-site', origin: 'https://other.site.example' })).toBe(false)
	})

	it('lets listed origins post from elsewhere', () => {
		const allowed = ['https://static.example']
		expect(check({ 'sec-fetch-site': 'cross-site', origin: 'https://static.example' }, allowed)).toBe(true)
		expect(check({ origin: 'https://static.example' }, allowed)).toBe(true)
	})

	it('falls back to Origin, refusing other sites and the opaque null origin', () => {
		expect(check({ origin: 'http://site.example' })).toBe(true)
		expect(check({ origin: 'https://site.example' })).toBe(true)
		expect(check({ origin: 'https://evil.example' })).toBe(false)
		expect(check({ origin: 'null' })).toBe(false)
		expect(check({ origin: 'not a url' })).toBe(false)
	})

	it('lets a request with neither header through (not a browser: no forgery possible)', () => {
		expect(check({})).toBe(true)
	})
})
