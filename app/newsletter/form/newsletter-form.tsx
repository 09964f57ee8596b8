import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { useLayoutData } from '#app/lib/layout-data.ts'
import { SignUpForm } from './sign-up-form.tsx'
import styles from './newsletter-form.module.css'

/** The footer's newsletter box, on every page in every language. */
export function NewsletterForm() {
	const { layout } = useLayoutData()
	const words = layout.newsletterForm
	return (
		<section aria-labelledby="footer-newsletter" className={styles.newsletter}>
			<h2 id="footer-newsletter" className={styles.heading}>
				{words.heading}
			</h2>
			<p className={styles.intro}>{words.intro}</p>
			<ul className={styles.latest}>
				<li>
					<LocalizedLink to="/news">{words.latestNews}</LocalizedLink>
				</li>
				<li>
					<LocalizedLink to="/events">{words.events}</LocalizedLink>
				</li>
			</ul>
			<SignUpForm idPrefix="newsletter" tone="footer" />
		</section>
	)
}
