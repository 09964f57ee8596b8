import { Component } from 'react'
import { editorWords } from '#app/admin/editor-language.ts'
import { illustration } from '#app/data/illustrations.ts'
import type { IllustrationId } from '#app/data/illustration-ids.ts'
import type { Immutable } from './control-problems.ts'
import styles from './widgets.module.css'

type Props = {
	forID: string
	value?: unknown
	field: Immutable
	onChange: (value: string | undefined) => void
	classNameWrapper: string
	setActiveStyle: () => void
	setInactiveStyle: () => void
}

type Option = { value: string }

/** The picture of an illustration, if the site has it. */
function thumbnail(id: string): string | undefined {
	try {
		return illustration(id as IllustrationId).src
	} catch {
		return undefined
	}
}

/**
 * One of the site's drawings, chosen by its picture (app/assets/illustrations):
 * a group of radio buttons, each a thumbnail with its name; "none" first when
 * the field may be left empty.
 */
export class IllustrationPicker extends Component<Props> {
	override render() {
		const { forID, value, field, onChange, classNameWrapper, setActiveStyle, setInactiveStyle } = this.props
		const options = ((field.get('options') as Immutable | undefined)?.toJS?.() ?? []) as (Option | string)[]
		const ids = options.map((option) => (typeof option === 'string' ? option : option.value))
		const optional = field.get('required') === false
		const focus = { onFocus: setActiveStyle, onBlur: setInactiveStyle }
		// Decap's wrapper class sets the box; the grid is inside it.
		return (
			<div className={classNameWrapper}>
				<div id={forID} role="radiogroup" aria-label={String(field.get('label'))} className={styles.pictures}>
					{optional && (
						<label className={`${styles.picture} ${styles.none}`}>
							<input type="radio" name={forID} checked={!value} onChange={() => onChange(undefined)} {...focus} />
							{editorWords().noIllustration}
						</label>
					)}
					{ids.map((id) => (
						<label key={id} className={styles.picture}>
							<input
								type="radio"
								name={forID}
								value={id}
								checked={value === id}
								onChange={() => onChange(id)}
								{...focus}
							/>
							<img src={thumbnail(id)} alt="" width={144} height={108} loading="lazy" />
							{id}
						</label>
					))}
				</div>
			</div>
		)
	}
}
