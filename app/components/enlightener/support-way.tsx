import type { PageFileContent } from '#app/content/collections.ts'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import actions from '#app/styles/actions.module.css'
import styles from './support-way.module.css'

type SupportWayProps = {
	way: PageFileContent<'/enlightener/support'>['ways'][number]
	/** The foundation's contact address (site settings). */
	email: string
	emailLabel: string
}

/** One way to take part: what it involves, as a list, and a clear next step at the end. */
export function SupportWay({ way, email, emailLabel }: SupportWayProps) {
	const { action } = way
	return (
		<section id={way.id} aria-labelledby={`${way.id}-heading`} className={styles.way}>
			<h2 id={`${way.id}-heading`} className={styles.heading}>
				{way.heading}
			</h2>
			<p className={styles.intro}>{way.intro}</p>
			<ul className={styles.items}>
				{way.items.map((item) => (
					<li key={item}>{item}</li>
				))}
			</ul>
			{way.note ? <p className={styles.note}>{way.note}</p> : null}
			<div className={styles.action}>
				{action.kind === 'email' || !action.to ? (
					<>
						<a href={`mailto:${email}?subject=${encodeURIComponent(action.subject ?? '')}`} className={actions.primary}>
							{action.label}
						</a>
						<p className={styles.address}>
							{emailLabel} <a href={`mailto:${email}`}>{email}</a>
						</p>
					</>
				) : (
					<LocalizedLink to={action.to} className={actions.primary}>
						{action.label}
					</LocalizedLink>
				)}
			</div>
		</section>
	)
}
