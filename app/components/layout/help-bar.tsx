import { useLocation } from 'react-router'
import { stripLocale } from '#app/i18n/locales.ts'
import { canonicalPath } from '#app/lib/canonical-path.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import { LocalizedLink } from './localized-link.tsx'
import styles from './help-bar.module.css'

/**
 * The slim bar at the very top of every page, in every language, leading to
 * "Need help now?" (/help). It sits in the same place everywhere and is never
 * folded into the narrow-screen menu (WCAG 3.2.6 Consistent Help).
 */
export function HelpBar() {
	const { layout } = useLayoutData()
	const onHelpPage = stripLocale(canonicalPath(useLocation().pathname)) === '/help'
	return (
		<div className={styles.bar}>
			<p className={`container ${styles.inner}`}>
				<span className={styles.label}>{layout.helpBar.label}</span>
				<LocalizedLink
					to="/help"
					className={styles.link}
					data-help-link=""
					aria-current={onHelpPage ? 'page' : undefined}
				>
					{layout.helpBar.link}
					<svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
						<path
							d="M6 3.5 10.5 8 6 12.5"
							fill="none"
							stroke="currentColor"
							strokeWidth="2"
							strokeLinecap="round"
							strokeLinejoin="round"
						/>
					</svg>
				</LocalizedLink>
			</p>
		</div>
	)
}
