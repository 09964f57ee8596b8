import type { Element, ElementContent, Root as HastRoot } from 'hast'
import type { Heading, Html, Link, Root as MdastRoot, Text } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { visit, SKIP } from 'unist-util-visit'
import { localizePath, type Locale } from '#app/i18n/locales.ts'

/**
 * What the content files' Markdown may contain, and what it becomes:
 * CommonMark + GFM (tables, strikethrough, autolinks), no raw HTML (reported);
 * - `[words](/aboutus#mission)`: a link to a page of this site, written with
 *   its English path; it leads to the same language's page and is checked at
 *   build (page and `#fragment` must exist);
 * - `[words](https://…)`: a link to another site (opens in a new tab);
 * - `mailto:`, `tel:` and `sms:` links; nothing else: every address of the
 *   result (links in every Markdown form: inline, reference, autolink; and
 *   pictures) is checked after rendering, and one of any other kind
 *   (`javascript:`, `data:`, `//host`) is reported and removed;
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
	rawHtml(mdast, context)
	const hast = toHast.runSync(mdast) as unknown as HastRoot
	addresses(hast, context)
	if (inline) return unwrapParagraph(hast, context)
	return hast
}

/** Raw HTML is never rendered (remark-rehype drops it); the writer is told, rather than left to wonder. */
function rawHtml(tree: MdastRoot, context: MarkdownContext) {
	visit(tree, 'html', (node: Html) => {
		context.report(`has HTML (${node.value.slice(0, 40)}): write Markdown instead; HTML is not shown`)
	})
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

/** The schemes a link may have besides site paths and #fragments. */
const allowedSchemes = ['http:', 'https:', 'mailto:', 'tel:', 'sms:']

/** What kind of address a link or picture has; `undefined` for one that is not allowed. */
export function addressKind(url: string): 'site' | 'fragment' | 'external' | 'contact' | undefined {
	if (url.startsWith('#')) return 'fragment'
	if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return 'site'
	const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(url)?.[1]?.toLowerCase()
	if (!scheme || !allowedSchemes.includes(scheme)) return undefined
	if (scheme === 'http:' || scheme === 'https:') return /^https?:\/\/[^/\\]/i.test(url) ? 'external' : undefined
	return 'contact'
}

/**
 * Every address of the rendered text, whatever Markdown wrote it (inline,
 * reference or autolink; links and pictures): site paths lead to the
 * reader's language and are reported for the build's link check; other
 * sites open apart; an address of any other kind is reported and removed.
 */
function addresses(tree: HastRoot, context: MarkdownContext) {
	visit(tree, 'element', (element: Element) => {
		for (const attribute of ['href', 'src'] as const) {
			const value = element.properties[attribute]
			if (typeof value !== 'string') continue
			const kind = addressKind(value.trim())
			if (kind === undefined) {
				context.report(
					`links to "${value}": write a site path (/aboutus), a #fragment, a full https:// address, or a mailto:, tel: or sms: link`,
				)
				delete element.properties[attribute]
			} else if (kind === 'site' && attribute === 'href') {
				const [path = '/', fragment] = value.split('#')
				context.onInternalLink?.(path || '/', fragment)
				element.properties.href = localizePath(value, context.locale)
			} else if (kind === 'fragment' && attribute === 'href') {
				if (!value.startsWith('#references-')) context.onInternalLink?.('', value.slice(1))
			} else if (kind === 'external' && attribute === 'href') {
				element.properties.dataExternal = ''
			}
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
