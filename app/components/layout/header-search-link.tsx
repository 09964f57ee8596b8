import { useLocation } from 'react-router'
import { localizePath, stripLocale } from '#app/i18n/locales.ts'
import { canonicalPath } from '#app/lib/canonical-path.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import styles from './header-search-link.module.css'

/**
 * The way to the search page, in the header at every width: a magnifier and
 * "Search" (on narrow screens the word is for screen readers only). A plain
 * link, so the search page always loads whole, with its own script.
 */
export function HeaderSearchLink() {
	const { layout, locale } = useLayoutData()
	const here = stripLocale(canonicalPath(useLocation().pathname)) === '/search'
	return (
		<a href={localizePath('/search', locale)} className={styles.link} aria-current={here ? 'page' : undefined}>
			<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
				<circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
				<path d="m12.8 12.8 4.2 4.2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
			</svg>
			<span className={styles.label}>{layout.header.search}</span>
		</a>
	)
}
