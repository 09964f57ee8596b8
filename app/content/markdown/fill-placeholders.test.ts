import type { RootContent } from 'hast'
import { describe, expect, it } from 'vitest'
import { markdownWithPlaceholders } from '#app/content/schema/placeholders.ts'
import { emailValue, fillPlaceholders, textValue } from './fill-placeholders.ts'
import { renderMarkdown } from './render-markdown.ts'

/** Just enough HTML to compare: tags, their properties, text. */
const toHtml = (node: { children: RootContent[] }): string =>
	node.children
		.map((child) => {
			if (child.type === 'text') return child.value
			if (child.type !== 'element') return ''
			const properties = Object.entries(child.properties)
				.map(([name, value]) => ` ${name}="${String(value)}"`)
				.join('')
			return `<${child.tagName}${properties}>${toHtml(child)}</${child.tagName}>`
		})
		.join('')

const rendered = (markdown: string) => ({
	markdown,
	hast: renderMarkdown(markdown, { locale: 'en', report: () => {} }),
})
const html = (markdown: string, values: Parameters<typeof fillPlaceholders>[1]) =>
	toHtml(fillPlaceholders(rendered(markdown), values).hast!)

describe('fillPlaceholders', () => {
	it('puts words and links where the Markdown names them, and leaves the rest of the text alone', () => {
		expect(
			html('{siteName} keeps the list. Write to {email}, or to **{email}**.', {
				siteName: textValue('Offer Love Foundation'),
				email: emailValue('hello@example.org'),
			}),
		).toBe(
			'<p>Offer Love Foundation keeps the list. Write to <a href="mailto:hello@example.org">hello@example.org</a>, or to <strong><a href="mailto:hello@example.org">hello@example.org</a></strong>.</p>',
		)
	})

	it('writes a value in words into the text around it, as one piece of text', () => {
		const paragraph = fillPlaceholders(rendered('A message from {siteName}.'), {
			siteName: textValue('Offer Love Foundation'),
		}).hast!.children[0]
		expect(paragraph?.type === 'element' && paragraph.children).toEqual([
			{ type: 'text', value: 'A message from Offer Love Foundation.' },
		])
	})

	it('ends the list item or paragraph holding an example value with the Example badge, once', () => {
		const example = { ...textValue('30'), example: true }
		expect(html('- kept for {days} days, at most {days}\n- deleted at once', { days: example })).toBe(
			'<ul>\n<li>kept for 30 days, at most 30<span dataExampleBadge=""></span></li>\n<li>deleted at once</li>\n</ul>',
		)
		expect(html('Kept *for {days} days*.', { days: example })).toBe(
			'<p>Kept <em>for 30 days</em>.<span dataExampleBadge=""></span></p>',
		)
	})

	it('leaves a placeholder it has no value for as written, and does not change the content it was given', () => {
		const value = rendered('Hello {name}.')
		const before = JSON.stringify(value.hast)
		expect(toHtml(fillPlaceholders(value, {}).hast!)).toBe('<p>Hello {name}.</p>')
		fillPlaceholders(value, { name: textValue('you') })
		expect(JSON.stringify(value.hast)).toBe(before)
	})
})

describe('markdownWithPlaceholders', () => {
	const schema = markdownWithPlaceholders('The notice', ['email', 'siteName'])

	it('accepts the placeholders the page fills, and heading anchors', () => {
		expect(schema.safeParse('## Who {#who}\n\n{siteName} answers at {email}.').success).toBe(true)
	})

	it('rejects a placeholder the page cannot fill, naming it and the ones it can', () => {
		const result = schema.safeParse('Write to {emial}.')
		expect(result.success).toBe(false)
		expect(result.error?.issues[0]?.message).toBe(
			'has {emial}, which the page cannot fill: write {email} and {siteName}',
		)
	})
})
