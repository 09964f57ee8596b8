import { CardGrid } from '#app/components/content/card-grid.tsx'
import { Section } from '#app/components/content/section.tsx'
import type { HomePageContent } from '#app/content/schema/pages/home.ts'
import styles from './impact-section.module.css'

/** How We're Impacting the World: what each programme does, and for whom. No figures: the foundation has published none. */
export function ImpactSection({ words }: { words: HomePageContent['impact'] }) {
	return (
		<Section id="impact" heading={words.heading} intro={words.intro} tone="sand">
			<CardGrid columns={4}>
				{words.items.map((item) => (
					<div key={item.heading} className={styles.item}>
						<h3 className={styles.heading}>{item.heading}</h3>
						<p className={styles.text}>{item.text}</p>
					</div>
				))}
			</CardGrid>
		</Section>
	)
}
