import { entryKind } from '#app/admin/validation/entry-schema.ts'
import { validateEntry, type EditorLocale, type EntryIssue } from '#app/admin/validation/validate-entry.ts'
import { editorWords, translateProblem } from '#app/admin/editor-language.ts'
import { store } from 'decap-cms-core/dist/esm/redux/index.js'

/** Decap's Immutable maps and lists, as far as they are read here. */
export type Immutable = {
	get(key: string | number): unknown
	getIn(path: (string | number)[]): unknown
	toJS?(): unknown
	find?(test: (item: Immutable) => boolean): Immutable | undefined
}

const plain = (value: unknown) =>
	(value && typeof (value as Immutable).toJS === 'function' ? (value as Immutable).toJS!() : (value ?? {})) as Record<
		string,
		unknown
	>

/** The entry being edited, as Decap holds it now (its Redux store's draft). */
export const draftEntry = (): Immutable | undefined =>
	(store.getState() as { entryDraft?: Immutable }).entryDraft?.get('entry') as Immutable | undefined

/** Each entry's problems, found once per version of it (Decap makes a new entry object for each change). */
const found = new WeakMap<object, EntryIssue[]>()

/** The problems of an entry being edited, in both languages (the build's check, app/admin/validation). */
export function entryIssues(entry: Immutable, collection: string): EntryIssue[] {
	const cached = found.get(entry)
	if (cached) return cached
	const kind = entryKind(collection, String(entry.get('slug') ?? ''))
	const issues = kind
		? validateEntry(kind, {
				en: plain(entry.get('data')),
				'zh-hans': plain(entry.getIn(['i18n', 'zh-hans', 'data'])),
			})
		: []
	found.set(entry, issues)
	return issues
}

/**
 * Where a problem is shown: at the field its path names, or, inside a list,
 * at the list (a list's items share their fields' configuration, so the item
 * is named in the message).
 */
function shownAt(issue: EntryIssue): string {
	const index = issue.path.findIndex((part) => typeof part === 'number')
	const named = index === -1 ? issue.path : issue.path.slice(0, index)
	return named.join('.')
}

/** The problems one field of one pane shows, in the editor's language. */
export function problemsOf(
	issues: EntryIssue[],
	field: Immutable,
	locale: EditorLocale,
): { message: string; issue: EntryIssue }[] {
	const path = field.get('schema_path')
	if (typeof path !== 'string' || path.includes('[]')) return []
	return issues
		.filter((issue) => issue.locale === locale && shownAt(issue) === path)
		.map((issue) => ({ issue, message: describe(issue, field, path) }))
}

/** "Item 3 › Title: is empty" for a list's item; the problem alone for the field itself. */
function describe(issue: EntryIssue, field: Immutable, path: string): string {
	const rest = issue.path.slice(path.split('.').length)
	const names: string[] = []
	let current: Immutable | undefined = field
	for (const part of rest) {
		if (typeof part === 'number') {
			names.push(editorWords().item.replace('{n}', String(part + 1)))
			continue
		}
		const children = (current?.get('fields') ?? current?.get('field')) as Immutable | undefined
		const child = children?.find ? children.find((each) => each.get('name') === part) : children
		current = child
		names.push(String(child?.get('label') ?? part))
	}
	const problem = translateProblem(issue.message)
	return names.length ? `${names.join(' › ')}: ${problem}` : problem
}

/** The pane a control is in: Decap gives the locale of translated collections' panes, none otherwise. */
export const paneLocale = (locale: unknown): EditorLocale => (locale === 'zh-hans' ? 'zh-hans' : 'en')
