import styles from './donate-link.module.css'

type DonateLinkProps = {
	/** /donate in the page's language. */
	href: string
	label: string
	/** Where it is placed (the header bar on wide screens, the menu on narrow ones). */
	className?: string
}

/**
 * The Donate button of every page's header: a link to /donate (the ways to
 * give in each region). In the header bar on wide screens; inside the menu
 * on narrow ones, where the bar has no room beside the name, search, 中文 and Menu.
 */
export function DonateLink({ href, label, className }: DonateLinkProps) {
	return (
		<a href={href} className={className ? `${styles.donate} ${className}` : styles.donate}>
			{label}
		</a>
	)
}
