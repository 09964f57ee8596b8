import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { fillText } from '#app/lib/format/fill-template.ts'
import { pageLinks } from './listing.ts'
import styles from './pagination.module.css'

type PaginationWords = { label: string; newer: string; older: string; page: string }

type PaginationProps = {
	current: number
	count: number
	/** The English path of a page of the list. */
	pathOf: (page: number) => string
	words: PaginationWords
}

/**
 * The page bar of a list in pages: newer, the page numbers (the current one
 * marked with aria-current), older. A navigation landmark named by `label`;
 * nothing at all when the list fits on one page.
 */
export function Pagination({ current, count, pathOf, words }: PaginationProps) {
	if (count <= 1) return null
	return (
		<nav aria-label={words.label} className={styles.pagination}>
			<ul className={styles.list}>
				{current > 1 ? (
					<li>
						<LocalizedLink to={pathOf(current - 1)} rel="prev" className={styles.step}>
							<span aria-hidden="true">← </span>
							{words.newer}
						</LocalizedLink>
					</li>
				) : null}
				{pageLinks(current, count).map((page, index) =>
					page === null ? (
						<li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
							…
						</li>
					) : (
						<li key={page}>
							<LocalizedLink
								to={pathOf(page)}
								aria-label={fillText(words.page, { n: page })}
								aria-current={page === current ? 'page' : undefined}
								className={styles.page}
							>
								{page}
							</LocalizedLink>
						</li>
					),
				)}
				{current < count ? (
					<li>
						<LocalizedLink to={pathOf(current + 1)} rel="next" className={styles.step}>
							{words.older}
							<span aria-hidden="true"> →</span>
						</LocalizedLink>
					</li>
				) : null}
			</ul>
		</nav>
	)
}
