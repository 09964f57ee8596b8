import { Illustration } from '#app/components/content/illustration.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { Section } from '#app/components/content/section.tsx'
import type { HomePageContent } from '#app/content/schema/pages/home.ts'
import styles from './foundation-intro.module.css'

/** Who the foundation is and how it helps: blocks of text beside a picture (decorative: no alt text). */
export function FoundationIntro({ words }: { words: HomePageContent['introduction'] }) {
	return (
		<Section id="about" heading={words.heading}>
			<div className={styles.layout}>
				{words.blocks.map((block) => (
					<div key={block.heading} className={styles.block}>
						<h3>{block.heading}</h3>
						<Prose value={block.body} />
					</div>
				))}
				<Illustration id="home-intro" alt="" className={styles.image} />
			</div>
		</Section>
	)
}
