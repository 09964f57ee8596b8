import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, formTargets, inlineScriptHashes } from './content-security-policy.ts'

describe('inlineScriptHashes', () => {
	it('hashes inline scripts and ignores external ones', () => {
		const body = 'window.x = 1'
		const html = `<script>${body}</script><script type="module" src="/a.js"></script><script type="module">${body}</script>`
		const expected = `sha256-${createHash('sha256').update(body).digest('base64')}`
		expect(inlineScriptHashes(html)).toEqual([expected])
	})

	it('leaves out data blocks, which never run: JSON-LD and island props', () => {
		const html =
			'<script type="application/ld+json">{"@type":"NGO"}</script><script type="application/json" data-island-props="">{"a":1}</script>'
		expect(inlineScriptHashes(html)).toEqual([])
	})
})

describe('contentSecurityPolicy', () => {
	it('never allows inline script without a hash, and forbids framing and plugins', () => {
		const policy = contentSecurityPolicy(['sha256-abc'])
		expect(policy).toContain("script-src 'self' 'sha256-abc'")
		expect(policy).not.toContain('unsafe-inline')
		expect(policy).toContain("frame-ancestors 'none'")
		expect(policy).toContain("object-src 'none'")
		expect(policy).toContain("base-uri 'self'")
	})
})

describe('formTargets', () => {
	it('lets a static build post to its hosted sign-up, and nowhere else', () => {
		expect(formTargets('https://buttondown.example/api/emails/embed-subscribe/x')).toEqual([
			'https://buttondown.example',
		])
		expect(formTargets('')).toEqual([])
		expect(contentSecurityPolicy([], formTargets('https://list.example/subscribe'))).toContain(
			"form-action 'self' https://list.example;",
		)
	})
})
