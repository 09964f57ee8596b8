import { ExternalAnchor } from '#app/components/links/external-link.tsx'
import styles from './donate-link.module.css'

type DonateLinkProps = {
	/** The donation page (site setting `donationUrl`); nothing is shown without it. */
	href: string | undefined
	label: string
	/** Said to screen readers after the label: the page opens in a new tab. */
	newTabNote: string
	/** Where it is placed (the header bar on wide screens, the menu on narrow ones). */
	className?: string
}

/**
 * The Donate button: a link to the foundation's donation page on another site,
 * in a new tab. In the header bar on wide screens; inside the menu on narrow
 * ones, where the bar has no room beside the name, search, 中文 and Menu.
 */
export function DonateLink({ href, label, newTabNote, className }: DonateLinkProps) {
	if (!href) return null
	return (
		<ExternalAnchor
			href={href}
			className={className ? `${styles.donate} ${className}` : styles.donate}
			newTabNote={newTabNote}
		>
			{label}
			<svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
				<path
					d="M4 2h6v6M10 2 3 9"
					fill="none"
					stroke="currentColor"
					strokeWidth="1.6"
					strokeLinecap="round"
					strokeLinejoin="round"
				/>
			</svg>
		</ExternalAnchor>
	)
}
