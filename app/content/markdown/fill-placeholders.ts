import type { Element, ElementContent, Root, RootContent } from 'hast'
import type { RichText } from '#app/content/schema/fields.ts'

/**
 * A value a page puts in place of `{name}` in its rendered Markdown: a fact
 * from the site's settings or the newsletter's policy (the foundation's name,
 * its e-mail address, a number of days) that staff must not copy into the
 * words, so that it changes in one place.
 */
export type PlaceholderValue = {
	/** What replaces the placeholder: text, or an element such as a link. */
	nodes: ElementContent[]
	/** Still an example value: the paragraph or list item it sits in ends with the Example badge. */
	example?: boolean
}

/** `{name}`: a placeholder. Heading anchors (`{#anchor}`) are not. */
export const placeholderPattern = /\{(\w+)\}/g

/** Words, as a placeholder's value. */
export const textValue = (value: string): PlaceholderValue => ({ nodes: [{ type: 'text', value }] })

/** An e-mail address as a mailto link, as a placeholder's value. */
export const emailValue = (address: string): PlaceholderValue => ({
	nodes: [{ type: 'element', tagName: 'a', properties: { href: `mailto:${address}` }, children: [textNode(address)] }],
})

/** Where `<Prose>` shows the Example badge (a span Markdown itself never makes). */
const exampleBadgeMark: Element = {
	type: 'element',
	tagName: 'span',
	properties: { dataExampleBadge: '' },
	children: [],
}

const blockTags = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'td', 'th'])

/**
 * Rendered Markdown with its `{name}` placeholders filled. Placeholders with
 * no value stay as written (the page's schema allows only the names it fills).
 */
export function fillPlaceholders(value: RichText, values: Readonly<Record<string, PlaceholderValue>>): RichText {
	if (!value.hast) throw new Error('fillPlaceholders: this Markdown was not rendered by the content loader')
	const { children, example } = fillChildren(value.hast.children, values)
	const hast: Root = { ...value.hast, children: example ? [...children, exampleBadgeMark] : children }
	return { ...value, hast }
}

function fillChildren<T extends RootContent>(
	nodes: T[],
	values: Readonly<Record<string, PlaceholderValue>>,
): { children: T[]; example: boolean } {
	let example = false
	const children: T[] = []
	for (const node of nodes) {
		if (node.type === 'text') {
			const filled = fillText(node.value, values)
			example ||= filled.example
			children.push(...(filled.nodes as T[]))
		} else if (node.type === 'element') {
			const inner = fillChildren(node.children, values)
			// The badge closes the block the example value sits in; inside a link or emphasis it waits for the block.
			const closes = inner.example && blockTags.has(node.tagName)
			example ||= inner.example && !closes
			children.push({ ...node, children: closes ? [...inner.children, exampleBadgeMark] : inner.children })
		} else children.push(node)
	}
	return { children, example }
}

function fillText(text: string, values: Readonly<Record<string, PlaceholderValue>>) {
	const nodes: ElementContent[] = []
	let example = false
	let last = 0
	for (const match of text.matchAll(placeholderPattern)) {
		const value = values[match[1] ?? '']
		if (!value) continue
		if (match.index > last) nodes.push(textNode(text.slice(last, match.index)))
		nodes.push(...value.nodes)
		example ||= Boolean(value.example)
		last = match.index + match[0].length
	}
	if (last < text.length) nodes.push(textNode(text.slice(last)))
	return { nodes: joinText(nodes), example }
}

/** Neighbouring text as one node, as if the words had been written out (React would separate them with comments). */
function joinText(nodes: ElementContent[]): ElementContent[] {
	const joined: ElementContent[] = []
	for (const node of nodes) {
		const previous = joined.at(-1)
		if (node.type === 'text' && previous?.type === 'text')
			joined[joined.length - 1] = textNode(previous.value + node.value)
		else joined.push(node)
	}
	return joined
}

function textNode(value: string): ElementContent {
	return { type: 'text', value }
}
