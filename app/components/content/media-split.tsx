import type { ReactNode } from 'react'
import type { IllustrationId } from '#app/data/illustrations.ts'
import { Illustration } from './illustration.tsx'
import styles from './media-split.module.css'

/** Text beside an illustration on wide screens; the illustration below the text on phones. */
export function MediaSplit({
	image,
	alt = '',
	children,
}: {
	image: IllustrationId
	alt?: string
	children: ReactNode
}) {
	return (
		<div className={styles.split}>
			<div className={styles.text}>{children}</div>
			<Illustration id={image} alt={alt} className={styles.image} />
		</div>
	)
}
