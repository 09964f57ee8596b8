import { LineCounter, parseDocument } from 'yaml'
import type { z } from 'zod'

/** A glossary file that cannot be used; the message names the file, the line and the entry. */
export class GlossaryError extends Error {
	override name = 'GlossaryError'
}

export type Problem = { path: readonly PropertyKey[]; message: string }

type Located = { line: (path: readonly PropertyKey[]) => number | undefined }

/** Reads a YAML glossary and checks its shape; `check` adds the rules a schema cannot say. */
export function parseGlossaryFile<Schema extends z.ZodType>(
	text: string,
	file: string,
	schema: Schema,
	check: (data: z.output<Schema>) => Problem[] = () => [],
): z.output<Schema> {
	const lineCounter = new LineCounter()
	const document = parseDocument(text, { lineCounter, uniqueKeys: true })
	if (document.errors.length > 0) {
		const messages = document.errors.map((error) => `${file} line ${error.linePos?.[0].line ?? '?'}: ${error.message}`)
		throw new GlossaryError(`${file} is not valid YAML:\n${messages.join('\n')}`)
	}
	const located: Located = {
		line(path) {
			for (let end = path.length; end >= 0; end--) {
				const node = document.getIn(path.slice(0, end) as PropertyKey[], true) as { range?: [number] } | undefined
				if (node?.range) return lineCounter.linePos(node.range[0]).line
			}
			return undefined
		},
	}
	const parsed = schema.safeParse(document.toJS())
	const problems: Problem[] = parsed.success
		? check(parsed.data)
		: parsed.error.issues.map((issue) => ({ path: issue.path, message: issue.message }))
	if (problems.length > 0) {
		const lines = problems.map((problem) => {
			const line = located.line(problem.path)
			const where = problem.path.length > 0 ? ` (${describePath(problem.path)})` : ''
			return `${file}${line === undefined ? '' : ` line ${line}`}${where}: ${problem.message}`
		})
		throw new GlossaryError(
			`${file} has ${problems.length} bad entr${problems.length === 1 ? 'y' : 'ies'}:\n${lines.join('\n')}`,
		)
	}
	return parsed.data as z.output<Schema>
}

/** ['entries', 140, 'source'] → 'entries #141 source': positions counted from 1, as people count entries. */
function describePath(path: readonly PropertyKey[]): string {
	return path.map((part) => (typeof part === 'number' ? `#${part + 1}` : String(part))).join(' ')
}

/** ASCII or whitespace: glossary terms never hold them, so links, ids and Markdown are never changed. */
const asciiOrSpace = /[\p{ASCII}\s]/u

/** A glossary term: Chinese text and punctuation only. */
export function chineseTermProblem(term: string): string | undefined {
	const found = term.match(asciiOrSpace)
	if (found) {
		const shown = /\s/.test(found[0]) ? 'a space' : `"${found[0]}"`
		return `「${term}」 holds ${shown}; terms are Chinese text only, so links, ids and Markdown are never changed`
	}
	return undefined
}
