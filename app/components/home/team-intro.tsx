import { Illustration } from '#app/components/content/illustration.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import type { HomePageContent } from '#app/content/schema/pages/home.ts'
import { continuingWords } from '#app/lib/format/continuing-words.ts'
import actions from '#app/styles/actions.module.css'
import styles from './team-intro.module.css'

/** The team: a wide picture (decorative: no alt text) with a short introduction and a link to the Members page. */
export function TeamIntro({ words }: { words: HomePageContent['team'] }) {
	return (
		<section id="team" aria-labelledby="team-heading" className={styles.team}>
			<div className={`container ${styles.layout}`}>
				<Illustration id="home-team" alt="" className={styles.image} />
				<div className={styles.card}>
					<h2 id="team-heading">{words.heading}</h2>
					<p>{words.text}</p>
					<LocalizedLink to="/members" className={actions.primary}>
						{words.learnMore}
						<span className="visually-hidden">{continuingWords(words.learnMoreAbout)}</span>
					</LocalizedLink>
				</div>
			</div>
		</section>
	)
}
