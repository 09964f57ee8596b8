import type { FieldKind } from './fields.ts'
import styles from './reader-form.module.css'

export type QuestionProps = {
	/** Prefix of the element ids: unique on the page. */
	idPrefix: string
	name: string
	label: string
	kind: FieldKind
	required: boolean
	/** choice and yes-no: each value with its words. */
	choices?: readonly { value: string; label: string }[]
	/** What the reader gave before (after a refusal). */
	value?: string
	/** The problem with the answer, in the page's words. */
	problem?: string
	/** The words "(required)" and "(optional)", and "Choose one". */
	markers: { required: string; optional: string; choose: string }
}

/**
 * One question of a reader's form, by kind: a line, a few paragraphs, a
 * choice (a list, or buttons when there are few), yes or no, or an e-mail
 * address. Required questions say so in words, not only with a star; a
 * problem is said under the field and tied to it (aria-describedby).
 */
export function FormQuestion(props: QuestionProps) {
	const { idPrefix, name, label, kind, required, problem, markers } = props
	const id = `${idPrefix}-${name}`
	const problemId = `${id}-problem`
	const marker = <span className={styles.marker}>{required ? markers.required : markers.optional}</span>
	const problemLine = problem ? (
		<p id={problemId} className={styles.problem}>
			{problem}
		</p>
	) : null
	const aria = {
		'aria-invalid': problem ? true : undefined,
		'aria-describedby': problem ? problemId : undefined,
		'aria-required': required || undefined,
	}
	if (kind === 'yes-no' || (kind === 'choice' && (props.choices?.length ?? 0) <= 3)) {
		return (
			<fieldset className={styles.question} {...aria}>
				<legend className={styles.label}>
					{label}
					{marker}
				</legend>
				<div className={styles.options}>
					{props.choices?.map((choice) => (
						<label key={choice.value} className={styles.option}>
							<input type="radio" name={name} value={choice.value} defaultChecked={props.value === choice.value} />
							{choice.label}
						</label>
					))}
				</div>
				{problemLine}
			</fieldset>
		)
	}
	return (
		<div className={styles.question}>
			<label htmlFor={id} className={styles.label}>
				{label}
				{marker}
			</label>
			<QuestionField {...props} id={id} aria={aria} />
			{problemLine}
		</div>
	)
}

function QuestionField({
	id,
	name,
	kind,
	value,
	choices,
	markers,
	aria,
}: QuestionProps & { id: string; aria: Record<string, unknown> }) {
	const common = { id, name, defaultValue: value, className: styles.input, ...aria }
	if (kind === 'long') return <textarea {...common} rows={8} maxLength={3000} />
	if (kind === 'choice') {
		return (
			<select {...common} defaultValue={value ?? ''}>
				<option value="">{markers.choose}</option>
				{choices?.map((choice) => (
					<option key={choice.value} value={choice.value}>
						{choice.label}
					</option>
				))}
			</select>
		)
	}
	if (kind === 'email') return <input {...common} type="email" autoComplete="email" maxLength={254} />
	return <input {...common} type="text" maxLength={200} autoComplete={name === 'name' ? 'name' : undefined} />
}
