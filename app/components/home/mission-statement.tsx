import { Prose } from '#app/components/content/prose.tsx'
import { Section } from '#app/components/content/section.tsx'
import type { HomePageContent } from '#app/content/schema/pages/home.ts'
import styles from './mission-statement.module.css'

/** Why the foundation exists, in a few warm sentences. */
export function MissionStatement({ words }: { words: HomePageContent['mission'] }) {
	return (
		<Section id="mission" heading={words.heading}>
			<div className={styles.text}>
				<Prose value={words.body} />
			</div>
		</Section>
	)
}
