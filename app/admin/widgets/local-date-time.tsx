import { Component, type ChangeEvent } from 'react'
import { editorWords } from '#app/admin/editor-language.ts'
import type { Immutable } from './control-problems.ts'
import styles from './widgets.module.css'

type Props = {
	forID: string
	value?: unknown
	field: Immutable
	onChange: (value: string) => void
	classNameWrapper: string
	setActiveStyle: () => void
	setInactiveStyle: () => void
}

/** A value as written: a string, or a date YAML read as one (`2026-10-01`). */
function written(value: unknown): string {
	if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 16)
	return typeof value === 'string' ? value : ''
}

/**
 * A date (YYYY-MM-DD), or a date and time on the clock of the place
 * (YYYY-MM-DDTHH:mm, its time zone chosen beside it): the browser's own date
 * and time inputs, in the staffer's language, storing exactly what was
 * picked. Nothing is converted to the staffer's own time zone, and no time
 * zone is shown but the place's (Decap's date widget says "UTC").
 */
export class LocalDateTimeControl extends Component<Props> {
	withTime = () => this.props.field.get('widget') === 'local-date-time'

	change = (part: 'date' | 'time') => (event: ChangeEvent<HTMLInputElement>) => {
		const [date = '', time = ''] = written(this.props.value).split('T')
		const next = { date, time: time.slice(0, 5), [part]: event.target.value }
		if (!this.withTime()) return this.props.onChange(next.date)
		// A date without its time (or the reverse) is kept as typed, and the check names what is missing.
		this.props.onChange(next.date || next.time ? `${next.date}T${next.time}` : '')
	}

	override render() {
		const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props
		const [date = '', time = ''] = written(this.props.value).split('T')
		const focus = { onFocus: setActiveStyle, onBlur: setInactiveStyle }
		return (
			<div className={`${classNameWrapper} ${styles.dateTime}`}>
				<input id={forID} type="date" value={date.slice(0, 10)} onChange={this.change('date')} {...focus} />
				{this.withTime() && (
					<input
						type="time"
						aria-label={`${String(field.get('label'))}: ${editorWords().time}`}
						value={time.slice(0, 5)}
						onChange={this.change('time')}
						{...focus}
					/>
				)}
			</div>
		)
	}
}
