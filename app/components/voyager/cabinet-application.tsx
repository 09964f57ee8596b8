import { EmailLink } from '#app/components/links/email-link.tsx'
import type { PageFileContent } from '#app/content/collections.ts'
import styles from './cabinet-application.module.css'

/** How to apply to the Youth Cabinet: numbered steps, then the address to write to. */
export function CabinetApplication({ words }: { words: PageFileContent<'/voyager/cabinet'>['apply'] }) {
	return (
		<section id="how-to-apply" aria-labelledby="how-to-apply-heading" className={styles.apply}>
			<h2 id="how-to-apply-heading">{words.heading}</h2>
			<ol className={styles.steps}>
				{words.steps.map((step) => (
					<li key={step}>{step}</li>
				))}
			</ol>
			<p className={styles.address}>
				<span className={styles.label}>{words.emailLabel}</span>{' '}
				<EmailLink subject={words.emailSubject} className={styles.email} />
			</p>
		</section>
	)
}
