import type { ReactNode } from 'react'
import type { Picture } from '#app/content/schema/fields.ts'
import type { IllustrationImage as ImageData } from '#app/data/illustrations.ts'
import { IllustrationImage } from '#app/components/content/illustration-image.tsx'
import { Photo } from '#app/components/content/photo.tsx'
import styles from './link-card.module.css'

export type LinkCardViewProps = {
	/** Where the card leads, as the page's language writes it (`/zh-hans/aboutus`). */
	href: string
	title: string
	text?: string
	image?: ImageData
	/** A photo from the content files, shown instead of an illustration. */
	photo?: Picture
	/** Small facts above the text, such as a date and a place. */
	meta?: ReactNode
	/** h3 under a section's h2 (default); h2 when the cards are the page's top level. */
	headingLevel?: 2 | 3
}

/**
 * A card that leads to another page. The title is the link; the whole card
 * is clickable through the link's stretched ::after, so there is one tab
 * stop and one accessible name per card. Plain HTML and plain data, so
 * islands can render it too (LinkCard is the version pages use).
 */
export function LinkCardView({ href, title, text, image, photo, meta, headingLevel = 3 }: LinkCardViewProps) {
	const Heading = headingLevel === 2 ? 'h2' : 'h3'
	return (
		<article className={styles.card}>
			{photo ? (
				<Photo image={photo} sizes="(min-width: 48rem) 24rem, 90vw" className={styles.image} />
			) : image ? (
				<IllustrationImage {...image} className={styles.image} />
			) : null}
			<div className={styles.body}>
				<Heading className={styles.title}>
					<a href={href} className={styles.link}>
						{title}
					</a>
				</Heading>
				{meta ? <div className={styles.meta}>{meta}</div> : null}
				{text ? <p className={styles.text}>{text}</p> : null}
			</div>
		</article>
	)
}
