import type { ReactNode } from 'react'
import type { ImageRef } from '~/data/illustrations.ts'
import { LocalizedLink } from '~/components/layout/localized-link.tsx'
import { Illustration } from './illustration.tsx'
import styles from './link-card.module.css'

type LinkCardProps = {
	/** English site path of the page the card leads to. */
	to: string
	title: string
	text?: string
	image?: ImageRef
	/** Small facts above the text, such as a date and a place. */
	meta?: ReactNode
	/** h3 under a section's h2 (default); h2 when the cards are the page's top level. */
	headingLevel?: 2 | 3
	/** Load the target as a full page rather than a client-side navigation. */
	reloadDocument?: boolean
}

/**
 * A card that leads to another page. The title is the link; the whole card
 * is clickable through the link's stretched ::after, so there is one tab
 * stop and one accessible name per card.
 */
export function LinkCard({ to, title, text, image, meta, headingLevel = 3, reloadDocument }: LinkCardProps) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<article className={styles.card}>
			{image ? <Illustration {...image} className={styles.image} /> : null}
			<div className={styles.body}>
				<Heading className={styles.title}>
					<LocalizedLink to={to} className={styles.link} reloadDocument={reloadDocument}>
						{title}
					</LocalizedLink>
				</Heading>
				{meta ? <div className={styles.meta}>{meta}</div> : null}
				{text ? <p className={styles.text}>{text}</p> : null}
			</div>
		</article>
	)
}
