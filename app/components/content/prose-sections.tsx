import type { Element, Root, RootContent } from 'hast'
import { toString } from 'hast-util-to-string'
import type { RichText } from '#app/content/schema/fields.ts'
import { proseElements } from './prose.tsx'

type ProseSectionsProps = {
	/** Markdown whose parts each start with a heading: `## What we do {#what-we-do}`. */
	value: RichText
	classNames?: { section?: string; lead?: string; heading?: string; body?: string }
}

/**
 * Markdown cut at its second-level headings into `<section>`s, each labelled
 * by its heading, so screen-reader users can move part by part and the page's
 * styles can set a heading beside its text. Text before the first heading is
 * a lead section without a heading.
 */
export function ProseSections({ value, classNames = {} }: ProseSectionsProps) {
	if (!value.hast) throw new Error('ProseSections: this Markdown was not rendered by the content loader')
	return (
		<>
			{splitAtHeadings(value.hast).map(({ heading, body }, index) => {
				const id = heading?.properties.id ? String(heading.properties.id) : undefined
				return (
					<section
						key={id ?? index}
						aria-labelledby={heading ? id : undefined}
						className={heading ? classNames.section : classNames.lead}
					>
						{heading ? (
							<h2 id={id} className={classNames.heading}>
								{toString(heading)}
							</h2>
						) : null}
						<div className={classNames.body}>{proseElements({ type: 'root', children: body })}</div>
					</section>
				)
			})}
		</>
	)
}

type Part = { heading?: Element; body: RootContent[] }

function splitAtHeadings(root: Root): Part[] {
	const parts: Part[] = []
	for (const node of root.children) {
		if (node.type === 'element' && node.tagName === 'h2') parts.push({ heading: node, body: [] })
		else if (node.type === 'text' && !node.value.trim()) continue
		else {
			if (!parts.length) parts.push({ body: [] })
			parts.at(-1)?.body.push(node)
		}
	}
	return parts
}
