import { useLayoutData } from '~/lib/layout-data.ts'
import styles from './example-badge.module.css'

/**
 * Marks details that are placeholders (names, addresses) so no reader takes
 * them for real ones. The title attribute spells it out on hover.
 */
export function ExampleBadge() {
	const { layout } = useLayoutData()
	return (
		<span className={styles.badge} title={layout.common.exampleNote}>
			{layout.common.exampleBadge}
		</span>
	)
}
