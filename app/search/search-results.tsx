import styles from './search-results.module.css'

type SearchResultsProps = {
	words: { one: string; other: string; none: string; searching: string; more: string }
	otherLanguages: { intro: string; links: { href: string; label: string; lang: string }[] }
}

/**
 * Where search-ui.js puts the results: a polite live region that announces how
 * many pages were found, the list, a "show more" button, and after a search
 * that found nothing, the same query in the other languages. The result markup
 * is a <template> here, so its classes and structure stay in this component.
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
			<button type="button" className={styles.more} data-search-more="" hidden>
				{words.more}
			</button>
			<p className={styles.elsewhere} data-search-elsewhere="" hidden>
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
			<template data-search-result="">
				<li className={styles.result}>
					<h2 className={styles.title}>
						{/* oxlint-disable-next-line jsx-a11y/anchor-has-content, jsx-a11y/control-has-associated-label -- search-ui.js fills in each copy */}
						<a className={styles.link} href="/" />
					</h2>
					<p className={styles.excerpt} />
				</li>
			</template>
		</div>
	)
}
