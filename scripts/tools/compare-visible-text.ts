/**
 * Compares the text of every built page between two builds, so moving words
 * into new files can be shown to change none of them:
 *
 *   node scripts/tools/compare-visible-text.ts <before>/client build/client
 *   PART=main node scripts/tools/compare-visible-text.ts …   (only each page's <main>)
 *   PART=page node scripts/tools/compare-visible-text.ts …   (the whole document, head and words in attributes too)
 *
 * Text is what a reader or a screen reader meets: the body's text, with the
 * alt text of images, outside scripts and styles; whitespace is folded.
 * PART=page adds the head (the title, the descriptions, the feeds' names) and
 * the words kept in attributes (aria-label, title, placeholder, alt, a meta's
 * content), so the header's and footer's hidden words are compared too.
 * Prints each page that differs with the lines that differ; exits 1 when any does.
 */
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'

const [before, after] = process.argv.slice(2)
if (!before || !after) {
	console.error('usage: node scripts/tools/compare-visible-text.ts <before build/client> <after build/client>')
	process.exit(2)
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }
const decode = (text: string) =>
	text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
		if (name[0] === '#')
			return String.fromCodePoint(
				name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
			)
		return entities[name] ?? whole
	})

/** The page's text, one line per block of text. */
export function visibleText(html: string): string[] {
	const whole = process.env.PART === 'page'
	const part = process.env.PART === 'main' ? /<main[^>]*>([\s\S]*)<\/main>/i : /<body[^>]*>([\s\S]*)<\/body>/i
	const body = whole ? html : (part.exec(html)?.[1] ?? html)
	return (
		body
			.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, '')
			// The whole document: each tag's words in attributes, on a line of their own before it.
			.replace(/<[a-z][^>]*>/gi, (tag) =>
				whole
					? [...tag.matchAll(/\s(aria-label|title|placeholder|alt|content)="([^"]*)"/gi)]
							.map(([, name, value]) => `\n[${name}: ${value}]\n`)
							.join('') + tag
					: tag,
			)
			.replace(/<img\b[^>]*?\salt="([^"]*)"[^>]*>/gi, (_, alt: string) => (alt ? `\n[image: ${alt}]\n` : ''))
			// Inline elements do not break a line of text; every other tag does.
			.replace(/<\/?(a|abbr|b|cite|code|em|i|mark|small|span|strong|sub|sup|time)\b[^>]*>/gi, '')
			.replace(/<[^>]+>/g, '\n')
			.split('\n')
			.map((line) => decode(line).replace(/\s+/g, ' ').trim())
			.filter(Boolean)
	)
}

async function pages(dir: string): Promise<string[]> {
	const entries = await readdir(dir, { recursive: true, withFileTypes: true })
	return entries
		.filter((entry) => entry.isFile() && (entry.name === 'index.html' || entry.name === '404.html'))
		.map((entry) => relative(dir, join(entry.parentPath, entry.name)))
		.sort()
}

const beforePages = await pages(before)
const afterPages = new Set(await pages(after))
let differing = 0
for (const page of beforePages) {
	if (!afterPages.has(page)) {
		console.log(`${page}: missing after`)
		differing++
		continue
	}
	// Compare the text as one stream: where a block boundary moved but the words did not, nothing differs.
	const a = visibleText(await readFile(join(before, page), 'utf8')).join(' ')
	const b = visibleText(await readFile(join(after, page), 'utf8')).join(' ')
	if (a === b) continue
	differing++
	let start = 0
	while (a[start] === b[start]) start++
	let end = 0
	while (end < a.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++
	console.log(
		`${page}:\n  before: …${a.slice(Math.max(0, start - 40), a.length - end + 40)}…\n  after:  …${b.slice(Math.max(0, start - 40), b.length - end + 40)}…`,
	)
}
console.log(`${beforePages.length} pages compared, ${differing} differ.`)
process.exit(differing ? 1 : 0)
