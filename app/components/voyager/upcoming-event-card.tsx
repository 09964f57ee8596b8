import { Illustration } from '#app/components/content/illustration.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import type { IllustrationId } from '#app/data/illustrations.ts'
import styles from './upcoming-event-card.module.css'

type UpcomingEventCardProps = {
	/** The event's page (English path), picture and when it happens (absent while to be announced). */
	event: { path: string; image: IllustrationId; time?: string }
	words: { card: { title: string; text: string }; dateToBeAnnounced: string }
}

/**
 * A wide card for one upcoming event: image beside the text on wide screens.
 * The title is the link; the whole card is its click target (one tab stop).
 */
export function UpcomingEventCard({ event, words }: UpcomingEventCardProps) {
	return (
		<article className={styles.card}>
			{/* Decorative: the title names the event. */}
			<Illustration id={event.image} alt="" className={styles.image} />
			<div className={styles.body}>
				<h3 className={styles.title}>
					<LocalizedLink to={event.path} className={styles.link}>
						{words.card.title}
					</LocalizedLink>
				</h3>
				<p className={styles.date}>{event.time ?? words.dateToBeAnnounced}</p>
				<p className={styles.text}>{words.card.text}</p>
			</div>
		</article>
	)
}
