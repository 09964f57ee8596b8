import styles from './event-facts.module.css'

export type EventFact = { key: string; label: string; value: string }

/** An event's details as a labelled list: when, where, how, languages, organiser. */
export function EventFacts({ facts }: { facts: EventFact[] }) {
	return (
		<dl className={styles.facts}>
			{facts.map((fact) => (
				<div key={fact.key} className={styles.row} data-fact={fact.key}>
					<dt>{fact.label}</dt>
					<dd>{fact.value}</dd>
				</div>
			))}
		</dl>
	)
}
