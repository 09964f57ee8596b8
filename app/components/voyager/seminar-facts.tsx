import type { SeminarContent } from '~/content/en/pages/voyager.ts'
import type { FoundationEvent } from '~/data/events.ts'
import { useEventDate } from './use-event-date.ts'
import styles from './seminar-facts.module.css'

type SeminarFactsProps = { event: FoundationEvent; words: SeminarContent['facts'] }

/**
 * An event's key facts as a labelled record (a description list). Facts not
 * yet announced say so; nothing is guessed.
 */
export function SeminarFacts({ event, words }: SeminarFactsProps) {
	const date = useEventDate(event.date)
	const rows: [keyof SeminarContent['facts']['labels'], string][] = [
		['what', words.what],
		['who', words.who],
		['format', words.format],
		['date', date ?? words.toBeAnnounced],
		['place', event.place ?? words.toBeAnnounced],
		['organiser', words.organiser],
	]
	return (
		<section aria-labelledby="event-facts" className={styles.facts}>
			<h2 id="event-facts" className={styles.heading}>
				{words.heading}
			</h2>
			<dl className={styles.list}>
				{rows.map(([key, value]) => (
					<div key={key} className={styles.row} data-fact={key}>
						<dt>{words.labels[key]}</dt>
						<dd>{value}</dd>
					</div>
				))}
			</dl>
		</section>
	)
}
