import type { ReactNode } from 'react'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import actions from '#app/styles/actions.module.css'

/** A prominent link to another page of the site, styled as a button with an arrow. */
export function ArrowLink({ to, children }: { to: string; children: ReactNode }) {
	return (
		<LocalizedLink to={to} className={actions.primary}>
			<span>{children}</span>
			<svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
				<path
					d="M4 10h11M10.5 5.5 15 10l-4.5 4.5"
					fill="none"
					stroke="currentColor"
					strokeWidth="2.2"
					strokeLinecap="round"
					strokeLinejoin="round"
				/>
			</svg>
		</LocalizedLink>
	)
}
