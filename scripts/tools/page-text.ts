/**
 * The text a reader sees on a built page, block by block, in the page's own
 * language: headings, paragraphs, list items, table cells, button and link
 * labels, plus the title, description, alt and aria-label texts. Left out:
 * scripts and styles, elements in another language (`lang="en"` inside a
 * Chinese page) and <cite> (titles of cited works, quoted as published).
 *
 * Used by tests/e2e/chinese-text.spec.ts, and to read a language's pages:
 *   node scripts/tools/page-text.ts zh-hant > /tmp/zh-hant.txt   (after `npm run build`)
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'

export type PageText = { where: string; text: string }

/** Elements whose text is read as a unit; links, buttons and inline markup are part of the block around them. */
const blocks =
	'p, li, h1, h2, h3, h4, h5, h6, td, th, dt, dd, caption, figcaption, blockquote, summary, legend, title, desc, div, section, article, header, footer, nav, main, aside, figure, ul, ol, dl, table, thead, tbody, tr, form, fieldset, details, svg, g, body'
const leaveOut = 'script, style, template, noscript, cite'
const attributes = ['alt', 'aria-label', 'title', 'placeholder'] as const

/** The blocks of text of one page (HTML), as read in `lang` (the page's <html lang>). */
export function pageText(html: string): PageText[] {
	const { document } = new JSDOM(html).window
	const lang = document.documentElement.lang
	for (const element of document.querySelectorAll(leaveOut)) element.remove()
	for (const element of document.querySelectorAll('[lang]')) {
		if (element !== document.documentElement && element.getAttribute('lang') !== lang) element.remove()
	}
	const texts: PageText[] = [{ where: 'title', text: document.title }]
	for (const meta of document.querySelectorAll('meta[name="description"], meta[property^="og:"][content]')) {
		const name = meta.getAttribute('name') ?? meta.getAttribute('property')
		if (name === 'description' || name === 'og:title' || name === 'og:description') {
			texts.push({ where: name, text: meta.getAttribute('content') ?? '' })
		}
	}
	for (const element of document.body.querySelectorAll(blocks)) {
		// A block's own text: the text outside any block inside it.
		let own = ''
		for (const node of element.childNodes) {
			if (node.nodeType === node.TEXT_NODE) own += node.textContent
			else if (node.nodeType === node.ELEMENT_NODE && !(node as Element).matches(blocks)) own += node.textContent
		}
		const text = own.replace(/\s+/g, ' ').trim()
		if (text) texts.push({ where: element.tagName.toLowerCase(), text })
	}
	for (const element of document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(', '))) {
		for (const name of attributes) {
			const value = element.getAttribute(name)
			if (value) texts.push({ where: `${element.tagName.toLowerCase()}[${name}]`, text: value })
		}
	}
	return texts.filter((entry) => entry.text.trim() !== '')
}

/** The built pages of one language prefix (`zh-hant`), as paths under the build's client folder. */
export function builtPages(clientDir: string, prefix: string): string[] {
	return readdirSync(join(clientDir, prefix), { recursive: true, encoding: 'utf8' })
		.filter((file) => file === 'index.html' || file.endsWith('/index.html'))
		.map((file) => join(prefix, file))
		.sort()
}

if (import.meta.url === `file://${process.argv[1]}`) {
	const prefix = process.argv[2] ?? 'zh-hant'
	const clientDir = join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'client')
	for (const page of builtPages(clientDir, prefix)) {
		console.log(`\n=== /${page.replace(/\/?index\.html$/, '')}`)
		for (const { where, text } of pageText(readFileSync(join(clientDir, page), 'utf8')))
			console.log(`${where}: ${text}`)
	}
}
