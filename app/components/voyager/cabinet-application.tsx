import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import type { PageFileContent } from '#app/content/collections.ts'
import actions from '#app/styles/actions.module.css'
import styles from './cabinet-application.module.css'

/** How to apply to the Youth Cabinet: numbered steps, then the link to the application form. */
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
				<LocalizedLink to="/get-involved/youth-cabinet" className={actions.primary}>
					{words.formLink}
				</LocalizedLink>
			</p>
		</section>
	)
}
