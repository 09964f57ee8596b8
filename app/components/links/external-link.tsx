import type { ReactNode } from 'react'
import { useLayoutData } from '#app/lib/layout-data.ts'

type ExternalLinkProps = { href: string; className?: string; children: ReactNode }

/** A link to another site: opens in a new tab, says so to screen readers, and shares nothing with the target. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
	const { layout } = useLayoutData()
	return (
		<ExternalAnchor href={href} className={className} newTabNote={layout.common.opensInNewTab}>
			{children}
		</ExternalAnchor>
	)
}

/** The markup of ExternalLink, with the "opens in a new tab" words passed in (for parts tested on their own). */
export function ExternalAnchor({ href, className, children, newTabNote }: ExternalLinkProps & { newTabNote: string }) {
	return (
		<a href={href} target="_blank" rel="noopener noreferrer" className={className}>
			{children}
			<span className="visually-hidden"> {newTabNote}</span>
		</a>
	)
}
