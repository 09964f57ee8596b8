import type { Root } from 'hast'
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime'
import type { ComponentProps } from 'react'
import { Fragment, jsx, jsxs } from 'react/jsx-runtime'
import type { RichText } from '#app/content/schema/fields.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import { ExampleBadge } from './example-badge.tsx'
import styles from './prose.module.css'

type ProseProps = {
	/** A Markdown field from the content files, rendered by the content loader. */
	value: RichText
	/** Wrap the Markdown in a <div> with this class; without one, its paragraphs and lists join the parent's flow. */
	className?: string
}

/**
 * Markdown from the content files, as React elements: the one way prose from
 * a content file reaches a page. Links to other sites open in a new tab and
 * say so; citations read "reference 3" to screen readers.
 */
const components: Partial<Components> = { a: ProseLink, span: ProseSpan }

export function Prose({ value, className }: ProseProps) {
	if (!value.hast) throw new Error('Prose: this Markdown was not rendered by the content loader')
	const children = proseElements(value.hast)
	if (value.inline || !className) return children
	return <div className={className}>{children}</div>
}

/** Rendered Markdown (hast) as React elements, with the site's links and citations. */
export function proseElements(hast: Root) {
	return toJsxRuntime(hast, { Fragment, jsx, jsxs, components })
}

type ProseLinkProps = ComponentProps<'a'> & {
	'data-citation'?: string
	'data-external'?: string
	node?: unknown
}

type ProseSpanProps = ComponentProps<'span'> & { 'data-example-badge'?: string; node?: unknown }

/** Markdown makes no spans: a page adds one where a value it filled in is still an example (fill-placeholders.ts). */
function ProseSpan({ node: _node, ...props }: ProseSpanProps) {
	if (props['data-example-badge'] !== undefined) return <ExampleBadge />
	return <span {...props} />
}

function ProseLink({ children, ...props }: ProseLinkProps) {
	const { layout } = useLayoutData()
	const { opensInNewTab, citation } = layout.common
	const number = props['data-citation']
	if (number !== undefined) {
		return (
			<a href={props.href} className={styles.citation}>
				<span aria-hidden="true">[{number}]</span>
				<span className="visually-hidden">{fillText(citation, { n: number })}</span>
			</a>
		)
	}
	if (props['data-external'] !== undefined) {
		return (
			<a href={props.href} target="_blank" rel="noopener noreferrer">
				{children}
				<span className="visually-hidden"> {opensInNewTab}</span>
			</a>
		)
	}
	return <a href={props.href}>{children}</a>
}
