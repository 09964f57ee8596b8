import { z } from 'zod'
import { cmsOf, unwrap } from '#app/content/schema/fields.ts'
import { issueMessage } from '#app/content/schema/issue-message.ts'
import type { EntryKind } from './entry-schema.ts'

/** The two languages staff write (Traditional Chinese is made from Simplified). */
export type EditorLocale = 'en' | 'zh-hans'

/** One problem of an entry: in which language's file, at which field, what (in English, without the field's name). */
export type EntryIssue = {
	locale: EditorLocale
	/** The field as the build names it: `link.text`, `sections[2].title`; `(file)` for the whole entry. */
	field: string
	path: (string | number)[]
	message: string
}

type Data = Record<string, unknown>

/**
 * The build's check of a content file, in the editor: the entry's English
 * data checked against its schema, and its Chinese data merged with the
 * English file's language-neutral fields and checked too, exactly as
 * scripts/content/load-site-content.ts reads the two files. Runs in the
 * browser (app/admin) and in tests, on plain data.
 */
export function validateEntry(kind: EntryKind, data: Partial<Record<EditorLocale, Data>>): EntryIssue[] {
	const english = data.en ?? {}
	const issues = check(kind.schema, english, 'en')
	if (!kind.translated) return issues
	const chinese = data['zh-hans'] ?? {}
	const neutral = neutralFields(kind.schema)
	const merged = mergeChinese(kind.schema, english, chinese, neutral)
	// A language-neutral field's problem is the English file's, already reported.
	issues.push(...check(kind.schema, merged, 'zh-hans').filter((issue) => !neutral.has(String(issue.path[0]))))
	issues.push(...differingDuplicates(kind.schema, english, chinese))
	return issues
}

/**
 * The schema's problems with one file. Zod checks the rules between fields
 * (an event's end after its start) only once every field is right; the
 * editor names them at once, by checking again without the fields at fault.
 */
function check(schema: z.ZodType, data: Data, locale: EditorLocale): EntryIssue[] {
	const found: z.core.$ZodIssue[] = []
	let rest = data
	for (let round = 0; round < 3; round++) {
		const result = schema.safeParse(rest)
		if (result.success) break
		const atFault = new Set(found.map((issue) => issue.path[0]))
		const fresh = result.error.issues.filter((issue) => !atFault.has(issue.path[0]))
		if (!fresh.length) break
		found.push(...fresh)
		const without = new Set(fresh.map((issue) => issue.path[0]).filter((key) => key !== undefined))
		if (!without.size) break
		rest = Object.fromEntries(Object.entries(rest).filter(([key]) => !without.has(key)))
	}
	return found.map((issue) => ({
		locale,
		field: fieldName(issue.path),
		path: issue.path as (string | number)[],
		message: withoutLabel(issueMessage(issue, locale), labelAt(schema, issue.path)),
	}))
}

/** `sections[2].title`, as the build's error messages name a field. */
const fieldName = (path: readonly PropertyKey[]) =>
	path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`)).join('') ||
	'(file)'

/** The field's label at a path of the schema (the schema's own messages begin with it). */
function labelAt(schema: z.ZodType, path: readonly PropertyKey[]): string | undefined {
	let current: z.ZodType | undefined = schema
	for (const part of path) {
		const inner: z.ZodType = unwrap(current)
		if (inner instanceof z.ZodObject) current = (inner.shape as Record<string, z.ZodType>)[String(part)]
		else if (inner instanceof z.ZodArray) current = inner.element as z.ZodType
		else return undefined
		if (!current) return undefined
	}
	return cmsOf(current)?.label
}

/** "Title is empty" beside the field Title says "is empty" ("Id: letters and digits…": "letters and digits…"). */
function withoutLabel(message: string, label: string | undefined): string {
	if (!label) return message
	for (const start of [`${label} `, `${label}: `]) if (message.startsWith(start)) return message.slice(start.length)
	return message
}

/** The top-level fields kept only in the English file (`i18n: none`). */
function neutralFields(schema: z.ZodType): Set<string> {
	const shape = (unwrap(schema) as z.ZodObject).shape as Record<string, z.ZodType>
	return new Set(Object.keys(shape).filter((name) => cmsOf(shape[name] as z.ZodType)?.i18n === 'none'))
}

/** The Chinese file as the site reads it: its own words, and the language-neutral fields from the English file. */
function mergeChinese(schema: z.ZodType, english: Data, chinese: Data, neutral: Set<string>): Data {
	const shape = (unwrap(schema) as z.ZodObject).shape as Record<string, z.ZodType>
	const merged: Data = {}
	for (const name of Object.keys(shape)) {
		const source = neutral.has(name) ? english : chinese
		if (name in source) merged[name] = source[name]
	}
	return merged
}

/** Fields marked `duplicate` must be the same in both files (the build compares them). */
function differingDuplicates(schema: z.ZodType, english: Data, chinese: Data): EntryIssue[] {
	const issues: EntryIssue[] = []
	const walk = (node: z.ZodType, en: unknown, zh: unknown, path: (string | number)[]) => {
		const inner = unwrap(node)
		if (cmsOf(node)?.i18n === 'duplicate' && en !== undefined) {
			if (JSON.stringify(en) !== JSON.stringify(zh))
				issues.push({
					locale: 'zh-hans',
					field: fieldName(path),
					path,
					message: 'differs from the English file: it is language-neutral and must be the same in every language',
				})
			return
		}
		if (inner instanceof z.ZodArray && Array.isArray(en) && Array.isArray(zh)) {
			if (hasDuplicates(inner.element as z.ZodType) && en.length !== zh.length) {
				issues.push({
					locale: 'zh-hans',
					field: fieldName(path),
					path,
					message: `has ${zh.length} items, the English file ${en.length}`,
				})
				return
			}
			zh.forEach((item, index) => walk(inner.element as z.ZodType, en[index], item, [...path, index]))
		} else if (inner instanceof z.ZodObject && isData(en) && isData(zh))
			for (const [name, child] of Object.entries(inner.shape as Record<string, z.ZodType>))
				walk(child, en[name], zh[name], [...path, name])
	}
	// As the build: a top-level field is compared only when the Chinese file has it.
	for (const [name, child] of Object.entries((unwrap(schema) as z.ZodObject).shape as Record<string, z.ZodType>))
		if (name in chinese) walk(child, english[name], chinese[name], [name])
	return issues
}

function hasDuplicates(schema: z.ZodType): boolean {
	const inner = unwrap(schema)
	if (cmsOf(schema)?.i18n === 'duplicate') return true
	if (inner instanceof z.ZodObject) return Object.values(inner.shape as Record<string, z.ZodType>).some(hasDuplicates)
	if (inner instanceof z.ZodArray) return hasDuplicates(inner.element as z.ZodType)
	return false
}

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value)
