import { Section } from '~/components/content/section.tsx'
import type { HomePageContent } from '~/content/en/pages/home.ts'
import styles from './mission-statement.module.css'

/** Why the foundation exists, in a few warm sentences. */
export function MissionStatement({ words }: { words: HomePageContent['mission'] }) {
	return (
		<Section id="mission" heading={words.heading}>
			<div className={styles.text}>
				{words.paragraphs.map((paragraph) => (
					<p key={paragraph}>{paragraph}</p>
				))}
			</div>
		</Section>
	)
}
