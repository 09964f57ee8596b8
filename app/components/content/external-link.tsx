import type { ReactNode } from 'react'
import { useLayoutData } from '~/lib/layout-data.ts'

type ExternalLinkProps = { href: string; className?: string; children: ReactNode }

/** A link to another site: opens in a new tab, says so to screen readers, and shares nothing with the target. */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
	const { layout } = useLayoutData()
	return (
		<a href={href} target="_blank" rel="noopener noreferrer" className={className}>
			{children}
			<span className="visually-hidden"> {layout.common.opensInNewTab}</span>
		</a>
	)
}
