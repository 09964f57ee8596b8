import type { ReactNode } from 'react'
import { ExampleBadge } from '#app/components/content/example-badge.tsx'
import { eventRecordFields, type EventRecordField } from '#app/content/schema/pages/enlightener.ts'
import styles from './event-record.module.css'

type EventRecordProps = {
	labels: Record<EventRecordField, string>
	values: Record<EventRecordField, ReactNode>
	/** Fields holding placeholder values: each gets an Example badge. */
	exampleFields: readonly EventRecordField[]
}

/** An event's labelled facts as a description list, in a fixed order. */
export function EventRecord({ labels, values, exampleFields }: EventRecordProps) {
	return (
		<dl className={styles.record}>
			{eventRecordFields.map((field) => (
				<div key={field} className={styles.row} data-field={field}>
					<dt className={styles.label}>{labels[field]}</dt>
					<dd className={styles.value}>
						{values[field]}
						{exampleFields.includes(field) ? <ExampleBadge /> : null}
					</dd>
				</div>
			))}
		</dl>
	)
}
