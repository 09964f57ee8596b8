import { ComingSoonBox } from '#app/components/content/coming-soon-box.tsx'
import { CardGrid } from '#app/components/content/card-grid.tsx'
import type { PageFileContent } from '#app/content/collections.ts'
import styles from './topic-boxes.module.css'

type TopicBoxesProps = {
	boxes: PageFileContent<'/enlightener/culturalheritage'>['boxes']['items']
	comingSoon: { trigger: string; message: string }
}

/** The boxes of a topic page, side by side on wide screens; some give way to a Coming Soon message. */
export function TopicBoxes({ boxes, comingSoon }: TopicBoxesProps) {
	return (
		<CardGrid columns={boxes.length === 2 ? 2 : 3}>
			{boxes.map((box) =>
				box.comingSoon ? (
					<ComingSoonBox key={box.id} id={box.id} title={box.title} {...comingSoon}>
						<p>{box.text}</p>
					</ComingSoonBox>
				) : (
					<article key={box.id} className={styles.box} aria-labelledby={`${box.id}-title`}>
						<h3 id={`${box.id}-title`} className={styles.title}>
							{box.title}
						</h3>
						<p className={styles.text}>{box.text}</p>
					</article>
				),
			)}
		</CardGrid>
	)
}
