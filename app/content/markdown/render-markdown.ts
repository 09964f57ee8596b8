import type { Element, ElementContent, Root as HastRoot } from 'hast'
import type { Heading, Link, Root as MdastRoot, Text } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit, SKIP } from 'unist-util-visit'
import { localizePath, type Locale } from '#app/i18n/locales.ts'

/**
 * What the content files' Markdown may contain, and what it becomes:
 * CommonMark + GFM (tables, strikethrough, autolinks), no raw HTML;
 * - `[words](/aboutus#mission)`: a link to a page of this site, written with
 *   its English path; it leads to the same language's page and is checked at
 *   build (page and `#fragment` must exist);
 * - `[words](https://…)`: a link to another site (opens in a new tab);
 * - `## Heading {#anchor}`: a heading with a stable anchor, the same in every language;
 * - `[@key]`: a citation of reference `key` (content/references), numbered
 *   by the page's reference list.
 */
export type MarkdownContext = {
	locale: Locale
	/** The number of reference `key` on this page, or undefined when the page does not list it. */
	cite?: (key: string) => number | undefined
	/** A problem in the text (unknown citation…): the build reports it with the file and field. */
	report: (problem: string) => void
	/** Every link to a page of this site (English path and fragment), for the build's link check. */
	onInternalLink?: (path: string, fragment: string | undefined) => void
	/** Every heading anchor defined, for the same check and for comparing languages. */
	onAnchor?: (id: string) => void
}

const parser = unified().use(remarkParse).use(remarkGfm)
const toHast = unified().use(remarkRehype)

const citationPattern = /\[@([A-Za-z0-9][\w-]*)\]/g
const headingIdPattern = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/

/** Renders one Markdown field to HTML's syntax tree (hast), ready for `<Prose>`. */
export function renderMarkdown(markdown: string, context: MarkdownContext, { inline = false } = {}): HastRoot {
	const mdast = parser.parse(markdown) as MdastRoot
	headingAnchors(mdast, context)
	citations(mdast, context)
	links(mdast, context)
	const hast = toHast.runSync(mdast) as unknown as HastRoot
	if (inline) return unwrapParagraph(hast, context)
	return hast
}

function headingAnchors(tree: MdastRoot, context: MarkdownContext) {
	visit(tree, 'heading', (heading: Heading) => {
		const last = heading.children.at(-1)
		if (last?.type !== 'text') return
		const match = headingIdPattern.exec(last.value)
		if (!match?.[1]) return
		last.value = last.value.slice(0, match.index)
		heading.data = { ...heading.data, hProperties: { id: match[1] } }
		context.onAnchor?.(match[1])
	})
}

function citations(tree: MdastRoot, context: MarkdownContext) {
	visit(tree, 'text', (node: Text, index, parent) => {
		if (!parent || index === undefined || !node.value.includes('[@')) return
		const parts: (Text | Link)[] = []
		let last = 0
		for (const match of node.value.matchAll(citationPattern)) {
			const key = match[1] ?? ''
			const number = context.cite?.(key)
			if (number === undefined) {
				context.report(`cites [@${key}], which is not in the page's reference list`)
				continue
			}
			parts.push({ type: 'text', value: node.value.slice(last, match.index) })
			parts.push({
				type: 'link',
				url: `#references-${number}`,
				children: [{ type: 'text', value: String(number) }],
				data: { hProperties: { dataCitation: String(number) } },
			})
			last = match.index + match[0].length
		}
		if (!parts.length) return
		parts.push({ type: 'text', value: node.value.slice(last) })
		parent.children.splice(index, 1, ...parts.filter((part) => part.type !== 'text' || part.value))
		return [SKIP, index + parts.length]
	})
}

function links(tree: MdastRoot, context: MarkdownContext) {
	visit(tree, 'link', (link: Link) => {
		const url = link.url
		if (url.startsWith('/') && !url.startsWith('//')) {
			const [path = '/', fragment] = url.split('#')
			context.onInternalLink?.(path || '/', fragment)
			link.url = localizePath(url, context.locale)
		} else if (url.startsWith('#')) {
			if (!url.startsWith('#references-')) context.onInternalLink?.('', url.slice(1))
		} else if (/^https?:\/\//.test(url)) {
			link.data = { ...link.data, hProperties: { dataExternal: '' } }
		} else if (!url.startsWith('mailto:') && !url.startsWith('tel:')) {
			context.report(`links to "${url}": write a site path (/aboutus), a #fragment or a full https:// address`)
		}
	})
}

/** For a one-line field: the paragraph's contents without the paragraph. */
function unwrapParagraph(hast: HastRoot, context: MarkdownContext): HastRoot {
	const elements = hast.children.filter((child) => child.type !== 'text' || child.value.trim())
	if (elements.length !== 1 || (elements[0] as Element).tagName !== 'p') {
		context.report('must be one line of text (no paragraphs, lists or headings)')
		return hast
	}
	return { type: 'root', children: (elements[0] as Element).children as ElementContent[] }
}
