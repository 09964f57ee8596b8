import { localizePath } from '~/i18n/locales.ts'
import { useLayoutData } from '~/lib/layout-data.ts'
import styles from './site-footer.module.css'

/**
 * The footer's newsletter box. It posts to the newsletter page of the same
 * language, which answers in plain HTML; the browser checks the address first.
 */
export function NewsletterForm() {
	const { layout, locale } = useLayoutData()
	const words = layout.footer.newsletter
	return (
		<section aria-labelledby="footer-newsletter" className={styles.newsletter}>
			<h2 id="footer-newsletter" className={styles.heading}>
				{words.heading}
			</h2>
			<p className={styles.intro}>{words.intro}</p>
			<form method="post" action={localizePath('/newsletter', locale)} className={styles.form}>
				<label htmlFor="newsletter-email" className="visually-hidden">
					{words.label}
				</label>
				<input
					id="newsletter-email"
					name="email"
					type="email"
					required
					maxLength={254}
					autoComplete="email"
					placeholder={words.placeholder}
					className={styles.input}
				/>
				<button type="submit" className={styles.button}>
					{words.button}
				</button>
			</form>
			<p className={styles.note}>{words.opensSoon}</p>
		</section>
	)
}
