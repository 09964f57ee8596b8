import type { Element, Root } from 'hast'
import { toHtml } from 'hast-util-to-html'
import { visit } from 'unist-util-visit'

/**
 * A post's Markdown (as the content loader rendered it, hast) as HTML for
 * feeds and e-mail: site paths in links and pictures prefixed with `baseUrl`
 * (the site's address for feeds; empty for the e-mail, whose sender adds its
 * own), and the site's own data attributes left out. The tree the page
 * renders is not changed.
 */
export function postHtml(hast: Root, baseUrl: string): string {
	const tree = structuredClone(hast)
	visit(tree, 'element', (element: Element) => {
		for (const name of ['href', 'src'] as const) {
			const value = element.properties[name]
			if (baseUrl && typeof value === 'string' && value.startsWith('/') && !value.startsWith('//'))
				element.properties[name] = baseUrl + value
		}
		for (const name of Object.keys(element.properties)) if (name.startsWith('data')) delete element.properties[name]
	})
	return toHtml(tree)
}
