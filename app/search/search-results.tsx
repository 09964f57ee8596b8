import styles from './search-results.module.css'

type SearchResultsProps = {
	words: { one: string; other: string; none: string; searching: string; more: string }
	otherLanguages: { intro: string; links: { href: string; label: string; lang: string }[] }
}

/**
 * Where search-ui.js puts the results: a polite live region that announces how
 * many pages were found, the list (each result an <li> with an <h2> link and
 * an excerpt, styled here), a "show more" button, and after a search that
 * found nothing, the same query in the other languages. The button and the
 * other languages show only while search-ui.js marks them `data-shown`.
 */
export function SearchResults({ words, otherLanguages }: SearchResultsProps) {
	return (
		<div className={styles.results}>
			<output
				className={styles.status}
				data-search-status=""
				data-one={words.one}
				data-other={words.other}
				data-none={words.none}
				data-searching={words.searching}
			/>
			<ol className={styles.list} data-search-results="" />
			<button type="button" className={styles.more} data-search-more="">
				{words.more}
			</button>
			<p className={styles.elsewhere} data-search-elsewhere="">
				{otherLanguages.intro}{' '}
				{otherLanguages.links.map((link, index) => (
					<span key={link.href}>
						{index > 0 ? ' · ' : null}
						<a href={link.href} hrefLang={link.lang} lang={link.lang}>
							{link.label}
						</a>
					</span>
				))}
			</p>
		</div>
	)
}
