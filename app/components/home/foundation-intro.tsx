import { Illustration } from '~/components/content/illustration.tsx'
import { Section } from '~/components/content/section.tsx'
import type { HomePageContent } from '~/content/en/pages/home.ts'
import styles from './foundation-intro.module.css'

/** Who the foundation is and how it helps: two blocks of text beside a picture. */
export function FoundationIntro({ words }: { words: HomePageContent['introduction'] }) {
	return (
		<Section id="about" heading={words.heading}>
			<div className={styles.layout}>
				{words.blocks.map((block) => (
					<div key={block.id} className={styles.block}>
						<h3>{block.heading}</h3>
						{block.paragraphs.map((paragraph) => (
							<p key={paragraph}>{paragraph}</p>
						))}
					</div>
				))}
				<Illustration id="home-intro" alt={words.imageAlt} className={styles.image} />
			</div>
		</Section>
	)
}
