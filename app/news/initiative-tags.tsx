import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import type { InitiativeId } from '#app/data/initiatives.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import styles from './initiative-tags.module.css'

type InitiativeTagsProps = { initiatives: readonly InitiativeId[]; label: string }

/** The initiatives a post is about, each a link to its page: “About: The Voyager”. */
export function InitiativeTags({ initiatives, label }: InitiativeTagsProps) {
	const { layout } = useLayoutData()
	if (!initiatives.length) return null
	return (
		<div className={styles.tags}>
			<span className={styles.label}>{label}</span>
			<ul className={styles.list}>
				{initiatives.map((id) => (
					<li key={id}>
						<LocalizedLink to={`/${id}`} className={styles.tag}>
							{layout.initiatives[id]}
						</LocalizedLink>
					</li>
				))}
			</ul>
		</div>
	)
}
