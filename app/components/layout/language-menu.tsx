import { useLocation } from 'react-router'
import { localeConfig, localizePath, locales } from '#app/i18n/locales.ts'
import { punctuation } from '#app/i18n/punctuation.ts'
import { useLanguageSwitchPath } from '#app/lib/language-switch.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import styles from './primary-nav.module.css'

/**
 * Switches to the same page in another language. Plain links, each named in
 * its own language, so it works without script and with any input.
 */
export function LanguageMenu() {
	const { layout, locale } = useLayoutData()
	const { hash } = useLocation()
	const path = useLanguageSwitchPath()
	return (
		<details name="header-menu" data-dismissible="" className={styles.dropdown}>
			<summary className={styles.item}>
				<svg className={styles.globe} width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
					<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
					<path
						d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
						fill="none"
						stroke="currentColor"
						strokeWidth="1.8"
					/>
				</svg>
				<span className="visually-hidden">
					{layout.header.languageMenu}
					{punctuation[locale].colon}
				</span>
				{localeConfig[locale].label}
			</summary>
			<ul className={`${styles.submenu} ${styles.alignEnd}`}>
				{locales.map((target) => (
					<li key={target}>
						<a
							href={localizePath(path, target) + hash}
							hrefLang={localeConfig[target].hrefLang}
							lang={localeConfig[target].hrefLang}
							aria-current={target === locale ? 'true' : undefined}
							className={styles.subitem}
						>
							{localeConfig[target].label}
						</a>
					</li>
				))}
			</ul>
		</details>
	)
}
