import type { PageFileContent } from '#app/content/collections.ts'
import styles from './seminar-facts.module.css'

type FactsWords = PageFileContent<'/voyager/detail'>['facts']
type SeminarFactsProps = {
	/** When, written out; absent while it is to be announced. */
	time?: string
	place?: string
	words: FactsWords
}

/**
 * An event's key facts as a labelled record (a description list). Facts not
 * yet announced say so; nothing is guessed.
 */
export function SeminarFacts({ time, place, words }: SeminarFactsProps) {
	const rows: [keyof FactsWords['labels'], string][] = [
		['what', words.what],
		['who', words.who],
		['format', words.format],
		['date', time ?? words.toBeAnnounced],
		['place', place ?? words.toBeAnnounced],
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
