import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkProposedChange } from './content-check.ts'

/**
 * Every collection's bad content through the save's check (issue 20):
 * tests/fixtures/bad-content/<collection>/<path under content/>, each entry
 * (its English and Simplified files, or its one file) with a
 * <name>.expect.json naming the fields the editor refuses. The save refuses
 * it too, naming the same fields. The check works on a staged copy: it never
 * writes to the content folder.
 */
const root = 'tests/fixtures/bad-content'
const expectations = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) =>
	file.endsWith('.expect.json'),
)

/** The entry's files, as the save would write them: content/<path>, with their bytes. */
function entryOf(expectFile: string) {
	const [collection] = expectFile.split('/')
	const name = basename(expectFile, '.expect.json')
	return readdirSync(join(root, collection!), { recursive: true, encoding: 'utf8' })
		.filter((file) => /\.(md|yml)$/.test(file) && basename(file).replace(/\.(md|yml)$/, '') === name)
		.map((file) => ({ path: `content/${file}`, content: readFileSync(join(root, collection!, file)) }))
}

describe('bad content through the save', () => {
	it.each(expectations)('%s is refused', { timeout: 180_000 }, async (expectFile) => {
		const { fields } = JSON.parse(readFileSync(join(root, expectFile), 'utf8')) as { fields: string[] }
		const write = entryOf(expectFile)
		expect(write.length).toBeGreaterThan(0)
		const problems = await checkProposedChange(process.cwd(), { write, delete: [] }, 'zh-hans')
		expect(problems.length).toBeGreaterThan(0)
		// The fields it names are the editor's; a rule between fields (an end before its start) the
		// schema checks only once the rest is valid, so the editor may name one more than the save.
		const among = (name: string) =>
			fields.some((field) => name === field || name.startsWith(`${field}.`) || name.startsWith(`${field}[`))
		for (const problem of problems) expect(among(problem.field), `${problem.file} › ${problem.field}`).toBe(true)
	})
})
