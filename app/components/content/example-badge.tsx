import { useLayoutData } from '#app/lib/layout-data.ts'
import styles from './example-badge.module.css'

/**
 * Marks details that are placeholders (names, addresses) so no reader takes
 * them for real ones. The title attribute spells it out on hover.
 */
export function ExampleBadge() {
	const { layout } = useLayoutData()
	return <ExampleBadgeView label={layout.common.exampleBadge} note={layout.common.exampleNote} />
}

/** The same badge with its words given, for islands (which render without the page's data). */
export function ExampleBadgeView({ label, note }: { label: string; note: string }) {
	return (
		<span className={styles.badge} title={note}>
			{label}
		</span>
	)
}
