import words from 'virtual:site-content/error-page'
import type { Locale } from '#app/i18n/locales.ts'
import { localizePath } from '#app/i18n/locales.ts'
import styles from './error-page.module.css'

/**
 * Shown when a page fails to render. It cannot rely on any loader having run,
 * so its few words (Site words › Error page, content/ui) are built into the
 * code itself: the content plugin hands over just this part of the content
 * files, checked with the rest when the site is built (docs/decisions/040).
 */
export function ErrorPage({ locale }: { locale: Locale }) {
	const message = words[locale]
	return (
		<main id="main" className={styles.page}>
			<h1>{message.title}</h1>
			<p>{message.message}</p>
			<p>
				<a href={localizePath('/', locale)}>{message.homeLink}</a>
			</p>
		</main>
	)
}
