import { Illustration } from '#app/components/content/illustration.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { SectionLink } from '#app/components/layout/section-link.tsx'
import type { HomePageContent } from '#app/content/schema/pages/home.ts'
import actions from '#app/styles/actions.module.css'
import styles from './home-hero.module.css'

/**
 * The top of the home page: the hero picture with the mission panel over it
 * (below it on phones). The picture is the page's largest paint, so it loads
 * first, eagerly and with high priority; every other picture loads lazily.
 * It illustrates the words over it, so its alt text is empty (decorative).
 */
export function HomeHero({ words }: { words: HomePageContent['hero'] }) {
	return (
		<section id="home" aria-labelledby="home-heading" className={styles.hero}>
			<Illustration id="home-hero" alt="" priority className={styles.image} />
			<div className={`container ${styles.inner}`}>
				<div className={styles.panel}>
					<p className={styles.eyebrow}>{words.eyebrow}</p>
					<h1 id="home-heading" className={styles.title}>
						{words.title}
					</h1>
					<p className={styles.lead}>{words.lead}</p>
					<p className={styles.regions}>{words.regions}</p>
					<div className={styles.actions}>
						<SectionLink section="initiatives" className={actions.primary}>
							{words.initiativesLink}
						</SectionLink>
						<LocalizedLink to="/aboutus" className={actions.secondary}>
							{words.aboutLink}
						</LocalizedLink>
					</div>
				</div>
			</div>
		</section>
	)
}
