import { isDeepStrictEqual } from 'node:util'
import { z } from 'zod'
import { cmsOf, unwrap } from '#app/content/schema/fields.ts'

export type Problem = { file: string; field: string; message: string }

/**
 * The Chinese record as the site uses it: its own words, plus the
 * language-neutral fields (`i18n: none`) from the English file. Fields marked
 * `duplicate` (anchor ids inside lists) are in both files and must agree.
 */
export function mergeLocales(
	schema: z.ZodType,
	english: Record<string, unknown>,
	chinese: Record<string, unknown>,
	chineseFile: string,
	problems: Problem[],
): Record<string, unknown> {
	const shape = (unwrap(schema) as z.ZodObject).shape as Record<string, z.ZodType>
	const merged: Record<string, unknown> = {}
	for (const [name, fieldSchema] of Object.entries(shape)) {
		const mode = cmsOf(fieldSchema)?.i18n ?? 'translate'
		if (mode === 'none') {
			if (name in english) merged[name] = english[name]
		} else if (name in chinese) {
			merged[name] = chinese[name]
			compareDuplicates(fieldSchema, english[name], chinese[name], name, chineseFile, problems)
		}
	}
	return merged
}

/** Walks a translated value beside its English twin and reports `duplicate` fields that differ. */
function compareDuplicates(
	schema: z.ZodType,
	english: unknown,
	chinese: unknown,
	path: string,
	file: string,
	problems: Problem[],
) {
	const inner = unwrap(schema)
	const mode = cmsOf(schema)?.i18n
	if (mode === 'duplicate' && english !== undefined && !isDeepStrictEqual(english, chinese)) {
		problems.push({
			file,
			field: path,
			message: `differs from the English file (${JSON.stringify(english)} there, ${JSON.stringify(chinese)} here): it is language-neutral and must be the same in every language`,
		})
		return
	}
	if (inner instanceof z.ZodArray && Array.isArray(english) && Array.isArray(chinese)) {
		const element = inner.element as z.ZodType
		if (hasDuplicates(element) && english.length !== chinese.length) {
			problems.push({ file, field: path, message: `has ${chinese.length} items, the English file ${english.length}` })
			return
		}
		chinese.forEach((item, index) =>
			compareDuplicates(element, english[index], item, `${path}[${index}]`, file, problems),
		)
	} else if (inner instanceof z.ZodObject && isRecord(english) && isRecord(chinese)) {
		for (const [name, child] of Object.entries(inner.shape as Record<string, z.ZodType>))
			compareDuplicates(child, english[name], chinese[name], `${path}.${name}`, file, problems)
	}
}

function hasDuplicates(schema: z.ZodType): boolean {
	const inner = unwrap(schema)
	if (cmsOf(schema)?.i18n === 'duplicate') return true
	if (inner instanceof z.ZodObject) return Object.values(inner.shape as Record<string, z.ZodType>).some(hasDuplicates)
	if (inner instanceof z.ZodArray) return hasDuplicates(inner.element as z.ZodType)
	return false
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
	typeof value === 'object' && value !== null && !Array.isArray(value)
