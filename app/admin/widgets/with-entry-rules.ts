import { Component, createElement, type ComponentType } from 'react'
import { draftEntry, entryIssues, paneLocale, problemsOf, type Immutable } from './control-problems.ts'

type ControlProps = {
	entry: Immutable
	collection: Immutable
	field: Immutable
	locale?: string
	forID: string
	parentIds?: string[]
	onValidateObject?: (id: string, errors: object[]) => void
	[prop: string]: unknown
}

/** What Decap calls on a control (Widget.js, ObjectControl, EditorControlPane), when the control has it. */
type Inner = {
	isValid?: () => unknown
	validate?: () => void
	validateSize?: () => object[]
	getValidateValue?: () => unknown
	focus?: (path?: string) => void
	shouldComponentUpdate?: (props: object, state: object) => boolean
	getWrappedInstance?: () => Inner
}

/** Controls open in the Chinese pane, which Decap itself never checks (it checks only the default language's). */
const otherPanes = new Set<EntryRules>()
let checking = false

/** Checks the Chinese pane's fields too, once for each time Decap checks the English one before saving. */
function checkOtherPanes() {
	if (checking) return
	checking = true
	for (const control of otherPanes) control.report()
	queueMicrotask(() => (checking = false))
}

/**
 * Wraps one of Decap's widgets: the field also shows the problems the build
 * would find with it (app/admin/validation, the content schemas themselves),
 * in the editor's language, next to the field, and Decap refuses to save
 * while there are any. A file that fails its schema shows its problems as
 * soon as it is opened.
 */
class EntryRules extends Component<ControlProps> {
	static control: ComponentType<object>
	inner: Inner | null = null
	validate?: () => void

	setInner = (ref: Inner | null) => {
		this.inner = ref?.getWrappedInstance ? ref.getWrappedInstance() : ref
		// Groups and lists check their fields themselves: Decap calls their `validate`, not `isValid`.
		const inner = this.inner
		this.validate = inner?.validate
			? () => {
					inner.validate!()
					this.report(inner.validateSize?.() ?? [])
					if (this.locale() === 'en') checkOtherPanes()
				}
			: undefined
	}

	locale = () => paneLocale(this.props.locale)

	problems() {
		const { collection, field } = this.props
		// The entry as it is now: a control's own `entry` prop is as it was when its value last changed.
		const entry = draftEntry() ?? this.props.entry
		if (!entry || !collection) return []
		return problemsOf(entryIssues(entry, String(collection.get('name'))), field, this.locale())
	}

	errors() {
		return this.problems().map(({ message }) => ({ type: 'CUSTOM', message, parentIds: this.props.parentIds ?? [] }))
	}

	/** Shows this field's problems (Decap keeps them with the entry's draft, by the field's id). */
	report(others: object[] = []) {
		this.props.onValidateObject?.(this.props.forID, [...others, ...this.errors()])
	}

	isValid = () => {
		const own = this.inner?.isValid?.call(this.inner)
		if (this.locale() === 'en') checkOtherPanes()
		if (own instanceof Promise || (own && typeof own === 'object' && 'error' in own && own.error)) return own
		if (own === false) return false
		const [first] = this.errors()
		return first ? { error: first } : true
	}

	getValidateValue = () => this.inner?.getValidateValue?.()

	focus(path?: string) {
		if (this.inner?.focus) this.inner.focus(path)
		else document.getElementById(this.props.forID)?.focus()
	}

	override componentDidMount() {
		if (this.locale() !== 'en') otherPanes.add(this)
		// A file that fails its schema: its problems at once, not only when saving. A new entry starts empty.
		if (!this.props.entry?.get('newRecord') && this.problems().length) this.report()
	}

	override componentWillUnmount() {
		otherPanes.delete(this)
	}

	override shouldComponentUpdate(next: Partial<ControlProps>, state: object) {
		if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate.call(this.inner, next, state)
		// Decap's own rule (Widget.js) for a control without one.
		return (
			this.props.value !== next.value ||
			this.props.classNameWrapper !== next.classNameWrapper ||
			this.props.hasActiveStyle !== next.hasActiveStyle
		)
	}

	override render() {
		// Decap hands the control a ref to this instance (a class, so that the ref reaches it).
		const control = (this.constructor as typeof EntryRules).control
		return createElement(control as ComponentType<{ ref: (inner: Inner | null) => void }>, {
			...this.props,
			ref: this.setInner,
		})
	}
}

/** One of Decap's control components, wrapped. */
export function withEntryRules(control: ComponentType<object>): ComponentType<object> {
	return class extends EntryRules {
		static override control = control
		static displayName = `EntryRules(${control.displayName ?? control.name})`
	} as unknown as ComponentType<object>
}
