import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { z } from 'zod'
import {
	pageFiles,
	recordCollections,
	settingsFiles,
	wordFiles,
	type PageEntry,
	type RecordCollection,
	type SettingsEntry,
	type WordsEntry,
	pagesFolder,
	recordExtension,
	translatedFile,
} from '#app/content/collections.ts'
import { renderMarkdown, type MarkdownContext } from '#app/content/markdown/render-markdown.ts'
import { cmsOf, unwrap, type RichText } from '#app/content/schema/fields.ts'
import { localizePath, type Locale } from '#app/i18n/locales.ts'
import { toHongKongTraditional as toTraditional } from '#app/i18n/traditional/to-hong-kong.ts'
import { photoResolver } from './attach-photos.ts'
import { mergeLocales, type Problem } from './merge-locales.ts'
import { readContentFile } from './read-content-file.ts'
import { issueMessage } from '#app/content/schema/issue-message.ts'

const rel = (path: string) => relative(process.cwd(), path)

/** The languages whose files staff write; Traditional Chinese is generated from Simplified. */
const writtenLocales = ['en', 'zh-hans'] as const
const allLocales = ['en', 'zh-hans', 'zh-hant'] as const

export type LoadedLocale = {
	pages: Record<string, unknown>
	records: Record<string, unknown[]>
	/** Settings files (language-neutral: the same in every locale), by registry key. */
	settings: Record<string, unknown>
	/** Word files (the site words: header, footer, forms, e-mails), by registry key. */
	words: Record<string, unknown>
}
export type LoadedContent = Record<Locale, LoadedLocale>
export type Registry = {
	pageFiles: Record<string, PageEntry>
	recordCollections: Record<string, RecordCollection>
	settingsFiles?: Record<string, SettingsEntry>
	wordFiles?: Record<string, WordsEntry>
}

/** The folder the CMS uploads photos to, beside the content folder: `<content>/../public/media`. */
export const mediaDirFor = (contentDir: string) => join(contentDir, '..', 'public', 'media')

const buildCache = Symbol.for('offer-love.site-content.build')

/**
 * The content as one build loads it: once per process and folder. A build
 * reads the files while Vite renders the pages and again after (the news
 * manifest); they do not change in between. Kept on globalThis because Vite
 * bundles its config, so this module can be loaded twice in one process.
 * The development server reloads with loadSiteContent instead.
 */
export function loadSiteContentForBuild(root: string): ReturnType<typeof loadSiteContent> {
	const cache = ((globalThis as { [buildCache]?: Map<string, ReturnType<typeof loadSiteContent>> })[buildCache] ??=
		new Map())
	const key = resolve(root)
	let loaded = cache.get(key)
	if (!loaded) cache.set(key, (loaded = loadSiteContent(root)))
	return loaded
}
/** The site settings and words alone (no pages or records): for build steps that need only those. */
export function loadSettingsAndWords(root: string): ReturnType<typeof loadSiteContent> {
	return loadSiteContent(root, { pageFiles: {}, recordCollections: {}, settingsFiles, wordFiles })
}

/** Every content file, read, checked against its schema, merged and rendered; or an error naming each problem. */
export function loadSiteContent(
	root: string,
	registry: Registry = { pageFiles, recordCollections, settingsFiles, wordFiles },
	{
		mediaDir = mediaDirFor(root),
		messageLocale,
	}: {
		mediaDir?: string
		/** The language of the schema's messages (the save check: the staffer's); by default each file's own. */
		messageLocale?: Locale
	} = {},
): { content: LoadedContent; files: string[] } {
	const describe = (issue: z.core.$ZodIssue, file: string, locale: Locale) =>
		describeIssue(issue, file, messageLocale ?? locale)
	const problems: Problem[] = []
	// Each photo a file shows must exist; the pipeline's variants are added for <Photo> (scripts/photos).
	const attachPhotos = photoResolver(mediaDir)
	const files: string[] = []
	const content = {} as LoadedContent
	const links: { file: string; field: string; path: string; fragment?: string }[] = []
	const anchors = new Map<string, Set<string>>()

	const readTranslated = (folder: string, name: string, extension: 'md' | 'yml', schema: z.ZodType) => {
		const paths = Object.fromEntries(
			writtenLocales.map((locale) => [locale, join(root, translatedFile(folder, locale, name, extension))]),
		) as Record<(typeof writtenLocales)[number], string>
		files.push(...Object.values(paths))
		const english = readContentFile(paths.en)
		const chinese = readContentFile(paths['zh-hans'])
		if (!english) {
			problems.push({ file: rel(paths.en), field: '(file)', message: 'is missing' })
			return undefined
		}
		if (!chinese)
			problems.push({
				file: rel(paths['zh-hans']),
				field: '(file)',
				message: 'is missing: every English file needs its Simplified Chinese translation',
			})
		const merged = mergeLocales(schema, english, chinese ?? {}, rel(paths['zh-hans']), problems)
		const raw: Record<Locale, unknown> = { en: english, 'zh-hans': merged, 'zh-hant': convertStrings(merged) }
		const parsed = {} as Record<Locale, unknown>
		for (const locale of ['en', 'zh-hans', 'zh-hant'] as const) {
			const file = rel(locale === 'en' ? paths.en : paths['zh-hans'])
			const result = schema.safeParse(raw[locale])
			if (!result.success) {
				// Traditional is generated from Simplified: its problems are the Simplified file's, already reported.
				if (locale !== 'zh-hant') problems.push(...result.error.issues.map((issue) => describe(issue, file, locale)))
				continue
			}
			parsed[locale] = result.data
		}
		return { parsed, file: (locale: Locale) => rel(locale === 'en' ? paths.en : paths['zh-hans']) }
	}

	for (const locale of ['en', 'zh-hans', 'zh-hant'] as const)
		content[locale] = { pages: {}, records: {}, settings: {}, words: {} }

	// Site words: plain words (no Markdown, no pictures), one file per language.
	for (const [name, entry] of Object.entries(registry.wordFiles ?? {})) {
		const result = readTranslated(entry.folder, entry.name, 'yml', entry.schema)
		if (!result) continue
		for (const [locale, data] of Object.entries(result.parsed) as [Locale, unknown][])
			content[locale].words[name] = data
	}

	for (const [name, entry] of Object.entries(registry.settingsFiles ?? {})) {
		const file = join(root, entry.file)
		files.push(file)
		const data = readContentFile(file)
		if (!data) {
			problems.push({ file: rel(file), field: '(file)', message: 'is missing' })
			continue
		}
		const result = entry.schema.safeParse(data)
		if (!result.success) {
			problems.push(...result.error.issues.map((issue) => describe(issue, rel(file), 'en')))
			continue
		}
		for (const locale of allLocales) content[locale].settings[name] = result.data
	}

	for (const [name, collection] of Object.entries(registry.recordCollections) as [string, RecordCollection][]) {
		for (const locale of allLocales) content[locale].records[name] = []
		const extension = recordExtension(collection)
		if (collection.translated === false) {
			for (const id of listIds(join(root, collection.folder), extension)) {
				const file = join(root, collection.folder, `${id}.${extension}`)
				files.push(file)
				const result = collection.schema.safeParse(readContentFile(file))
				if (!result.success) {
					problems.push(...result.error.issues.map((issue) => describe(issue, rel(file), 'en')))
					continue
				}
				attachPhotos(collection.schema, result.data, '', (field, message) =>
					problems.push({ file: rel(file), field, message }),
				)
				for (const locale of allLocales) content[locale].records[name]?.push({ id, ...(result.data as object) })
			}
		} else {
			const ids = listIds(join(root, collection.folder, 'en'), extension)
			for (const id of ids) {
				const result = readTranslated(collection.folder, id, extension, collection.schema)
				if (!result) continue
				for (const [locale, data] of Object.entries(result.parsed) as [Locale, Record<string, unknown>][]) {
					const file = result.file(locale)
					renderRichText(collection.schema, data, '', { locale, report: () => undefined }, (field, context) => ({
						...context,
						report: (message) => locale !== 'zh-hant' && problems.push({ file, field, message }),
						onInternalLink: (target, fragment) =>
							locale !== 'zh-hant' && links.push({ file, field, path: target, fragment }),
					}))
					attachPhotos(collection.schema, data, '', (field, message) => {
						if (locale !== 'zh-hant') problems.push({ file, field, message })
					})
					content[locale].records[name]?.push({ id, ...data })
				}
			}
			// Simplified files with no English twin are a mistake too.
			for (const id of listIds(join(root, collection.folder, 'zh-hans'), extension))
				if (!ids.includes(id))
					problems.push({
						file: rel(join(root, translatedFile(collection.folder, 'zh-hans', id, extension))),
						field: '(file)',
						message: 'has no English file of the same name',
					})
		}
		const orderBy = collection.orderBy
		if (orderBy)
			for (const locale of allLocales)
				content[locale].records[name]?.sort((a, b) => compare((a as never)[orderBy], (b as never)[orderBy]))
	}

	const referenceKeys = new Set((content.en.records.references ?? []).map((record) => (record as { id: string }).id))
	for (const [path, entry] of Object.entries(registry.pageFiles) as [string, PageEntry][]) {
		const result = readTranslated(pagesFolder, entry.name, 'md', entry.schema)
		if (!result) continue
		const pageAnchors = new Set(entry.anchors ?? [])
		anchors.set(path, pageAnchors)
		const anchorsByLocale: Partial<Record<Locale, string[]>> = {}
		for (const [locale, data] of Object.entries(result.parsed) as [Locale, Record<string, unknown>][]) {
			const file = result.file(locale)
			const seen: string[] = []
			const references = Array.isArray(data.references) ? (data.references as string[]) : []
			if (locale === 'en')
				for (const key of references)
					if (!referenceKeys.has(key))
						problems.push({
							file,
							field: 'references',
							message: `lists "${key}", which is not a reference in content/references`,
						})
			renderRichText(
				entry.schema,
				data,
				'',
				{
					locale,
					cite: (key) => (references.includes(key) ? references.indexOf(key) + 1 : undefined),
					report: () => undefined,
					onInternalLink: () => undefined,
					onAnchor: (id) => seen.push(id),
				},
				(field, context) => ({
					...context,
					report: (message) => locale !== 'zh-hant' && problems.push({ file, field, message }),
					onInternalLink: (target, fragment) =>
						locale !== 'zh-hant' && links.push({ file, field, path: target || path, fragment }),
				}),
			)
			attachPhotos(entry.schema, data, '', (field, message) => {
				if (locale !== 'zh-hant') problems.push({ file, field, message })
			})
			seen.forEach((id) => pageAnchors.add(id))
			anchorsByLocale[locale] = seen
			content[locale].pages[path] = data
		}
		if (
			anchorsByLocale.en &&
			anchorsByLocale['zh-hans'] &&
			anchorsByLocale.en.join() !== anchorsByLocale['zh-hans'].join()
		)
			problems.push({
				file: result.file('zh-hans'),
				field: '(headings)',
				message: `heading anchors {#…} differ from the English file: [${anchorsByLocale['zh-hans'].join(', ')}] here, [${anchorsByLocale.en.join(', ')}] in English`,
			})
	}

	const knownPaths = routePaths()
	// Records with a page of their own (news posts, events, partners) can be linked to as well.
	for (const [name, collection] of Object.entries(registry.recordCollections) as [string, RecordCollection][])
		if (collection.recordPage !== undefined)
			for (const record of content.en.records[name] ?? [])
				knownPaths.add(`${collection.recordPage}/${(record as { id: string }).id}`)
	for (const link of links) {
		const target = anchors.get(link.path)
		if (!target && !knownPaths.has(link.path)) {
			problems.push({
				file: link.file,
				field: link.field,
				message: `links to ${link.path}, which is not a page of this site`,
			})
		} else if (link.fragment && target && !target.has(link.fragment)) {
			problems.push({
				file: link.file,
				field: link.field,
				message: `links to ${link.path}#${link.fragment}, but that page has no #${link.fragment}`,
			})
		}
	}

	if (problems.length) throw new ContentError(problems)
	return { content, files }
}

/**
 * Every page path app/routes.ts mounts: pages whose words are not in content
 * files (yet) can be linked to, and are checked by path only.
 */
function routePaths(): Set<string> {
	const routes = readFileSync(join(process.cwd(), 'app/routes.ts'), 'utf8')
	return new Set(['/', ...[...routes.matchAll(/page\('([a-z0-9/-]+)'/g)].map((match) => `/${match[1]}`)])
}

export class ContentError extends Error {
	readonly problems: Problem[]
	constructor(problems: Problem[]) {
		super(
			`The content files have ${problems.length} problem${problems.length === 1 ? '' : 's'}:\n` +
				problems.map((problem) => `  ${problem.file} › ${problem.field}: ${problem.message}`).join('\n'),
		)
		this.name = 'ContentError'
		this.problems = problems
	}
}

function describeIssue(issue: z.core.$ZodIssue, file: string, locale: Locale): Problem {
	const field =
		issue.path
			.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`))
			.join('') || '(file)'
	return { file, field, message: issueMessage(issue, locale) }
}

/** Renders every Markdown field of a parsed value in place, walking it beside its schema. */
function renderRichText(
	schema: z.ZodType,
	value: unknown,
	path: string,
	context: MarkdownContext,
	contextFor: (field: string, context: MarkdownContext) => MarkdownContext,
) {
	const inner = unwrap(schema)
	if (cmsOf(schema)?.widget === 'markdown' && isRichText(value)) {
		value.hast = renderMarkdown(value.markdown, contextFor(path, context), { inline: value.inline })
		return
	}
	if (inner instanceof z.ZodObject && value && typeof value === 'object')
		for (const [name, child] of Object.entries(inner.shape as Record<string, z.ZodType>))
			renderRichText(
				child,
				(value as Record<string, unknown>)[name],
				path ? `${path}.${name}` : name,
				context,
				contextFor,
			)
	if (inner instanceof z.ZodArray && Array.isArray(value))
		value.forEach((item, index) =>
			renderRichText(inner.element as z.ZodType, item, `${path}[${index}]`, context, contextFor),
		)
}

const isRichText = (value: unknown): value is RichText =>
	typeof value === 'object' && value !== null && typeof (value as RichText).markdown === 'string'

/** Every string in a Simplified value, converted to Traditional (Hong Kong). Non-Chinese text is unchanged. */
function convertStrings(value: unknown): unknown {
	if (typeof value === 'string') return toTraditional(value)
	if (Array.isArray(value)) return value.map(convertStrings)
	if (value instanceof Date) return value
	if (value && typeof value === 'object')
		return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, convertStrings(child)]))
	return value
}

/** The records in a folder: the names of its `.yml` (or `.md`) files, without the extension. */
function listIds(folder: string, extension: 'yml' | 'md'): string[] {
	try {
		return readdirSync(folder)
			.filter((name) => name.endsWith(`.${extension}`))
			.map((name) => name.slice(0, -extension.length - 1))
			.sort()
	} catch {
		return []
	}
}

function compare(a: unknown, b: unknown): number {
	if (typeof a === 'number' && typeof b === 'number') return a - b
	return String(a).localeCompare(String(b))
}

export { localizePath }
