import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import actions from '#app/styles/actions.module.css'
import styles from './next-steps.module.css'

/** Links to where a reader may go after a page, under a heading. */
export function NextSteps({
	id,
	heading,
	links,
}: {
	id: string
	heading: string
	links: { to: string; label: string }[]
}) {
	return (
		<div className="container">
			<nav aria-labelledby={id} className={styles.nav}>
				<h2 id={id} className={styles.heading}>
					{heading}
				</h2>
				<ul className={styles.list}>
					{links.map((link) => (
						<li key={link.to}>
							<LocalizedLink to={link.to} className={actions.quiet}>
								{link.label}
								<span aria-hidden="true"> →</span>
							</LocalizedLink>
						</li>
					))}
				</ul>
			</nav>
		</div>
	)
}
