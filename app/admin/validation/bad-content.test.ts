import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative, sep } from 'node:path'
import { pageFiles, recordCollections, settingsFiles, wordFiles } from '#app/content/collections.ts'
import { describe, expect, test } from 'vitest'
import { translateProblem } from '#app/admin/editor-language.ts'
import { readEditorWordsFile } from '#scripts/cms/editor-words.ts'
import { ContentError, loadSiteContent, type Registry } from '#scripts/content/load-site-content.ts'
import { readContentFile } from '#scripts/content/read-content-file.ts'
import { entryKind } from './entry-schema.ts'
import { validateEntry, type EditorLocale } from './validate-entry.ts'

/**
 * Issue 20, "Done when": every collection's bad content is refused by the
 * editor's check, at the field the fixture names. A fixture is a file as it
 * would be written to content/, under tests/fixtures/bad-content/<collection>/
 * at its content path, beside `<name>.expect.json` ({ "fields": [...] }); the
 * other language's file of the entry, when there is one, lies at its own path.
 */
const root = 'tests/fixtures/bad-content'

type Fixture = { collection: string; file: string; contentPath: string; fields: string[] }

function fixtures(): Fixture[] {
	const found: Fixture[] = []
	for (const collection of readdirSync(root))
		for (const entry of readdirSync(join(root, collection), { recursive: true, encoding: 'utf8' })) {
			if (!entry.endsWith('.expect.json')) continue
			const base = join(root, collection, entry.slice(0, -'.expect.json'.length))
			const file = ['.md', '.yml'].map((extension) => base + extension).find((path) => existsSync(path))
			if (!file) throw new Error(`${entry}: no .md or .yml file beside it`)
			const { fields } = JSON.parse(readFileSync(join(root, collection, entry), 'utf8')) as { fields: string[] }
			found.push({ collection, file, contentPath: relative(join(root, collection), file).split(sep).join('/'), fields })
		}
	return found
}

/** The entry a fixture belongs to, as the editor holds it: both languages' data, its collection and name. */
function fixtureEntry({ file }: Fixture) {
	const name = basename(file).replace(/\.(md|yml)$/, '')
	const folder = dirname(file)
	const locale = basename(folder)
	const translated = locale === 'en' || locale === 'zh-hans'
	const data: Partial<Record<EditorLocale, Record<string, unknown>>> = {}
	if (translated)
		for (const each of ['en', 'zh-hans'] as const) {
			const twin = join(dirname(folder), each, basename(file))
			data[each] = readContentFile(twin) ?? {}
		}
	else data.en = readContentFile(file) ?? {}
	// A settings file is named by its registry key, which is its name (settings/site.yml: site).
	return { data, slug: name, locale: (translated ? locale : 'en') as EditorLocale }
}

const all = fixtures()

test('every collection has bad content to try', () => {
	const collections = new Set(all.map((fixture) => fixture.collection))
	expect(readdirSync(root).filter((name) => !collections.has(name))).toEqual([])
	expect(collections.size).toBeGreaterThanOrEqual(11)
})

describe.each(all)('$collection: $contentPath', (fixture) => {
	test('is refused by the editor at the field it names', () => {
		const { data, slug, locale } = fixtureEntry(fixture)
		const kind = entryKind(fixture.collection, slug)
		expect.soft(kind, `no schema for ${fixture.collection}/${slug}`).toBeDefined()
		const issues = validateEntry(kind!, data).filter((issue) => issue.locale === locale)
		expect(issues.length).toBeGreaterThan(0)
		const fields = issues.map((issue) => issue.field)
		expect(fixture.fields.filter((field) => !fields.includes(field))).toEqual([])
	})

	test('is refused in Chinese words too', () => {
		const { data, slug } = fixtureEntry(fixture)
		const untranslated = validateEntry(entryKind(fixture.collection, slug)!, data)
			.map((issue) => issue.message)
			.filter((message) => translateProblem(message, chineseProblems) === message)
		expect(untranslated).toEqual([])
	})
})

/** The registry the build would read the fixture's collection with, alone. */
function registryOf(collection: string, slug: string): Registry {
	const none = { pageFiles: {}, recordCollections: {}, settingsFiles: {}, wordFiles: {} }
	if (collection === 'pages')
		return {
			...none,
			pageFiles: Object.fromEntries(Object.entries(pageFiles).filter(([, page]) => page.name === slug)),
		}
	if (collection === 'site-words') return { ...none, wordFiles }
	if (collection === 'settings') return { ...none, settingsFiles }
	return {
		...none,
		recordCollections: { [collection]: (recordCollections as Registry['recordCollections'])[collection]! },
	}
}

describe.each(all)('the build, too: $collection: $contentPath', (fixture) => {
	test('refuses it, at fields the editor names too', () => {
		// The fixture's folder stands for content/: the build reads it as it reads the site's.
		const content = mkdtempSync(join(tmpdir(), 'bad-content-'))
		try {
			cpSync(join(root, fixture.collection), content, { recursive: true })
			const { slug } = fixtureEntry(fixture)
			let problems: { file: string; field: string }[] = []
			try {
				loadSiteContent(content, registryOf(fixture.collection, slug), { mediaDir: join(content, 'media') })
			} catch (error) {
				if (!(error instanceof ContentError)) throw error
				problems = error.problems
			}
			const atBuild = problems.filter((problem) => problem.file.endsWith(fixture.contentPath))
			expect(atBuild.length).toBeGreaterThan(0)
			// Nothing the build refuses escapes the editor (which names rules between fields at once, the build only once the rest is right).
			const { data, locale } = fixtureEntry(fixture)
			const inEditor = validateEntry(entryKind(fixture.collection, slug)!, data)
				.filter((issue) => issue.locale === locale)
				.map((issue) => issue.field)
			expect(atBuild.map((problem) => problem.field).filter((field) => !inEditor.includes(field))).toEqual([])
		} finally {
			rmSync(content, { recursive: true, force: true })
		}
	})
})

const chineseProblems = readEditorWordsFile('content', 'zh-hans').problems ?? {}
