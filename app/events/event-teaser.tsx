import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { PostPicture } from '#app/news/post-picture.tsx'
import type { EventSummary, EventWords } from './event-summary.ts'
import styles from './event-teaser.module.css'

/** One event in a list: picture, when, title (the link), status, where, summary. */
export function EventTeaser({ event, words }: { event: EventSummary; words: EventWords }) {
	return (
		<article className={`${styles.teaser} ${event.photo || event.art ? '' : styles.textOnly}`}>
			{event.photo || event.art ? (
				<div className={styles.picture}>
					<PostPicture photo={event.photo} art={event.art} decorative sizes="(min-width: 40rem) 14rem, 5.5rem" />
				</div>
			) : null}
			<div className={styles.text}>
				<h3 className={styles.title}>
					<LocalizedLink to={event.path} className={styles.link}>
						{event.title}
					</LocalizedLink>
				</h3>
				<p className={styles.when}>
					{event.status !== 'scheduled' ? <span className={styles.status}>{words.status[event.status]}</span> : null}
					{event.time ?? (event.tookPlace ? words.dateToBeConfirmed : words.dateToBeAnnounced)}
				</p>
				{event.where ? <p className={styles.where}>{event.where}</p> : null}
				<p className={styles.summary}>{event.summary}</p>
			</div>
		</article>
	)
}
