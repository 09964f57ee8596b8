import { errorFallback as en } from '~/content/en/error-fallback.ts'
import { errorFallback as zhHans } from '~/content/zh-hans/error-fallback.ts'
import { errorFallback as zhHant } from '~/content/zh-hant/error-fallback.ts'
import type { Locale } from '~/i18n/locales.ts'
import { localizePath } from '~/i18n/locales.ts'
import styles from './error-page.module.css'

const words: Record<Locale, typeof en> = { en, 'zh-hans': zhHans, 'zh-hant': zhHant }

/**
 * Shown when a page fails to render. It cannot rely on any loader having run,
 * so its few words are imported directly rather than loaded.
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
