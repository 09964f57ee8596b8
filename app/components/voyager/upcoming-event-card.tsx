import { Illustration } from '~/components/content/illustration.tsx'
import { LocalizedLink } from '~/components/layout/localized-link.tsx'
import type { FoundationEvent } from '~/data/events.ts'
import { useEventDate } from './use-event-date.ts'
import styles from './upcoming-event-card.module.css'

type UpcomingEventCardProps = {
	event: FoundationEvent
	words: { card: { title: string; text: string }; dateToBeAnnounced: string }
}

/**
 * A wide card for one upcoming event: image beside the text on wide screens.
 * The title is the link; the whole card is its click target (one tab stop).
 */
export function UpcomingEventCard({ event, words }: UpcomingEventCardProps) {
	const date = useEventDate(event.date)
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
				<p className={styles.date}>{date ?? words.dateToBeAnnounced}</p>
				<p className={styles.text}>{words.card.text}</p>
			</div>
		</article>
	)
}
