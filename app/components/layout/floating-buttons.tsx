import { classNames } from '#app/lib/class-names.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import { LocalizedLink } from './localized-link.tsx'
import styles from './floating-buttons.module.css'

type FloatingButtonsProps = {
	/**
	 * The spec's max width: 1200 on inner pages, 1600 on home. Wider windows
	 * place the buttons at half the leftover width plus 20 px from the edge.
	 */
	maxWidth: 1200 | 1600
	/** The section landing Back leads to (English path); none on the home page. */
	backTo?: string
	/** On narrow windows, the bar appears only once the page has scrolled (nothing covers the first screen). */
	appearsOnScroll?: boolean
}

/**
 * Back (bottom left) and Back to top (bottom right), fixed to the window.
 * Their offsets are pure CSS (media queries), so they follow the window as it
 * resizes without script; on narrow windows they sit in a bar the page keeps
 * free, on wide ones the page's column keeps clear of them (decision 020).
 * Back is a real link that enhance.js upgrades to history.back() when the
 * reader came from this site.
 */
export function FloatingButtons({ maxWidth, backTo, appearsOnScroll = false }: FloatingButtonsProps) {
	const { layout } = useLayoutData()
	const words = layout.floating
	const width = maxWidth === 1600 ? styles.wide : styles.standard
	return (
		<div className={classNames(styles.floating, width, appearsOnScroll && styles.appearsOnScroll)} data-floating="">
			{backTo ? (
				<LocalizedLink to={backTo} className={`${styles.button} ${styles.back}`} data-back-link="" reloadDocument>
					<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
						<path
							d="M12.5 4.5 7 10l5.5 5.5"
							fill="none"
							stroke="currentColor"
							strokeWidth="2.2"
							strokeLinecap="round"
							strokeLinejoin="round"
						/>
					</svg>
					<span className={styles.label}>{words.back}</span>
				</LocalizedLink>
			) : null}
			<a href="#top" className={`${styles.button} ${styles.top}`}>
				<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
					<path
						d="M4.5 12.5 10 7l5.5 5.5"
						fill="none"
						stroke="currentColor"
						strokeWidth="2.2"
						strokeLinecap="round"
						strokeLinejoin="round"
					/>
				</svg>
				<span className={styles.label}>{words.top}</span>
			</a>
		</div>
	)
}
