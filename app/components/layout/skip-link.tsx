import styles from './skip-link.module.css'

/** The first thing in every page: lets keyboard users jump past the header. */
export function SkipLink({ label }: { label: string }) {
	return (
		<a href="#main" className={styles.skipLink}>
			{label}
		</a>
	)
}
