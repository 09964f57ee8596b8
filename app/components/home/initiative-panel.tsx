import { IllustrationImage } from '#app/components/content/illustration-image.tsx'
import type { IllustrationImage as ImageData } from '#app/data/illustrations.ts'
import actions from '#app/styles/actions.module.css'
import styles from './initiative-panel.module.css'

/** One initiative's panel, as plain data. */
export type InitiativePanelData = {
	name: string
	heading: string
	text: string
	image: ImageData
	/** The initiative's landing page, already in the page's language. */
	href: string
	learnMore: string
	/** Completes the link's name off screen ("Learn More" + " about The Dreamer"), so it says where it leads. */
	learnMoreAbout: string
}

/** One initiative: picture, its name and heading, what it does, and a link to its landing page. */
export function InitiativePanel({ name, heading, text, image, href, learnMore, learnMoreAbout }: InitiativePanelData) {
	return (
		<article className={styles.panel}>
			<IllustrationImage {...image} className={styles.image} />
			<div className={styles.body}>
				<p className={styles.name}>{name}</p>
				<h3 className={styles.heading}>{heading}</h3>
				<p>{text}</p>
				<a href={href} className={actions.primary}>
					{learnMore}
					<span className="visually-hidden">{learnMoreAbout}</span>
				</a>
			</div>
		</article>
	)
}
