import { toHtml } from 'hast-util-to-html'
import { describe, expect, it } from 'vitest'
import { addressKind, renderMarkdown } from './render-markdown.ts'

/** Renders as the build does, keeping what it reports. */
function render(markdown: string) {
	const problems: string[] = []
	const internal: string[] = []
	const html = toHtml(
		renderMarkdown(markdown, {
			locale: 'zh-hans',
			report: (problem) => problems.push(problem),
			onInternalLink: (path, fragment) => internal.push(fragment ? `${path}#${fragment}` : path),
		}),
	)
	return { html, problems, internal }
}

describe('addresses in Markdown, in every form it has (hostile content)', () => {
	const hostile = [
		['an inline link', '[x](javascript:alert(1))'],
		['a reference link', '[x][r]\n\n[r]: javascript:alert(1)'],
		['a collapsed reference', '[r][]\n\n[r]: JavaScript:alert(1)'],
		['a shortcut reference', '[r]\n\n[r]: data:text/html,<script>alert(1)</script>'],
		['an autolink', '<javascript:alert(1)>'],
		['a protocol-relative link', '[x](//evil.example/)'],
		['a picture', '![x](javascript:alert(1))'],
		['a reference picture', '![x][p]\n\n[p]: vbscript:msgbox(1)'],
		['an entity-encoded scheme', '[x](&#106;avascript:alert(1))'],
	] as const

	it.each(hostile)('removes and reports %s', (_, markdown) => {
		const { html, problems } = render(markdown)
		expect(problems).toHaveLength(1)
		expect(problems[0]).toMatch(/^links to ".*": write a site path/)
		expect(html).not.toMatch(/(href|src)="[^"]*(javascript|data|vbscript|evil)/i)
	})

	it('reports raw HTML, which is never shown', () => {
		const { html, problems } = render('Hello <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)>')
		expect(problems.length).toBeGreaterThan(0)
		expect(problems[0]).toMatch(/has HTML/)
		expect(html).not.toMatch(/<a |<img|onerror/)
	})

	it('keeps every kind of address a writer may use, reference links included', () => {
		const { html, problems, internal } = render(
			'[a](/aboutus#mission) [b][site] [c](https://example.org) <https://example.org/x> [d](mailto:hi@example.org) [e](tel:+1-800-273-8255) [f](sms:741741) [g](#top)\n\n[site]: /help',
		)
		expect(problems).toEqual([])
		expect(internal).toEqual(['/aboutus#mission', '/help', '#top'])
		expect(html).toContain('href="/zh-hans/aboutus#mission"')
		expect(html).toContain('href="/zh-hans/help"')
		expect(html).toContain('href="https://example.org" data-external=""')
		expect(html).toContain('href="mailto:hi@example.org"')
		expect(html).toContain('href="sms:741741"')
	})

	it('names the kinds of address', () => {
		expect(addressKind('/news')).toBe('site')
		expect(addressKind('HTTPS://example.org')).toBe('external')
		expect(addressKind('https:example.org')).toBeUndefined()
		expect(addressKind('/\\evil.example')).toBeUndefined()
		expect(addressKind('tel:+852 2389 2222')).toBe('contact')
		expect(addressKind(' javascript:x')).toBeUndefined()
	})
})
