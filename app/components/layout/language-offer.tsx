import type { SiteWords } from '#app/content/schema/words/site-words.ts'
import { localeConfig, localizePath } from '#app/i18n/locales.ts'
import styles from './language-offer.module.css'

type ChineseScript = 'zh-hans' | 'zh-hant'
type OfferWords = SiteWords['languageOffer']
export type LanguageOfferWords = Record<ChineseScript, OfferWords>

/** The reader's script first: Traditional readers see 繁體中文 before 简体中文. */
const linkOrder: Record<ChineseScript, ChineseScript[]> = {
	'zh-hans': ['zh-hans', 'zh-hant'],
	'zh-hant': ['zh-hant', 'zh-hans'],
}

/**
 * On English pages: "this page is also in Chinese", once in each script,
 * hidden. enhance.js shows the one in the reader's script when their browser
 * prefers Chinese and they have not chosen or dismissed it before, and
 * remembers what they do (decision 021). Hidden, it takes no space, so
 * readers who never see it get no layout shift; without script nobody sees it.
 */
export function LanguageOffer({ path, words }: { path: string; words: LanguageOfferWords }) {
	return (['zh-hans', 'zh-hant'] as const).map((script) => (
		<section
			key={script}
			hidden
			data-language-offer={script}
			lang={localeConfig[script].hrefLang}
			aria-labelledby={`language-offer-${script}`}
			className={styles.offer}
		>
			<div className={`container ${styles.inner}`}>
				<p className={styles.text}>
					{/* The region's name: the sentence, which differs between the scripts (本页 / 本頁). */}
					<span id={`language-offer-${script}`}>{words[script].text}</span>
					{linkOrder[script].map((target) => (
						<a
							key={target}
							href={localizePath(path, target)}
							hrefLang={localeConfig[target].hrefLang}
							lang={localeConfig[target].hrefLang}
							data-language-choice={target}
							className={styles.link}
						>
							{localeConfig[target].label}
						</a>
					))}
				</p>
				<button type="button" data-language-choice="dismissed" className={styles.dismiss}>
					{words[script].dismiss}
				</button>
			</div>
		</section>
	))
}
