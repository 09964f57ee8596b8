import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { pageFiles, recordCollections, settingsFiles, wordFiles } from '#app/content/collections.ts'
import { pagePaths } from '#app/content/page-paths.ts'
import { cmsOf, field, isImageField, isOptional, unwrap, type CmsMeta } from '#app/content/schema/fields.ts'
import type { Registry } from '#scripts/content/load-site-content.ts'
import { cmsSettingsFromEnv, decapConfig, decapConfigYaml, type CmsSettings } from './decap-config.ts'

/**
 * The CMS configuration and the content schemas cannot drift: walking both,
 * every schema field is editable in the CMS with the widget, label, hint,
 * requiredness and translation mode its schema gives, and the CMS has no
 * field the schema does not know.
 */
const settings: CmsSettings = cmsSettingsFromEnv({}, { siteUrl: 'https://site.example.org' })
const registry: Registry = { pageFiles, recordCollections, settingsFiles, wordFiles }

type DecapField = {
	name: string
	label: string
	widget: string
	required?: boolean
	hint?: string
	i18n?: unknown
	fields?: DecapField[]
	field?: DecapField
	options?: { label: string; value: string }[]
	[option: string]: unknown
}
type DecapCollection = {
	name: string
	label?: string
	preview_path?: string
	i18n?: unknown
	folder?: string
	editor?: { preview: boolean }
	files?: { name: string; label: string; file: string; i18n?: unknown; fields: DecapField[] }[]
	fields?: DecapField[]
}

/**
 * Where Decap reads and writes one language of a translated file (one folder
 * per language): it puts the locale's folder before the entry's name in the
 * path (decap-cms-core, lib/i18n.ts, getFilePath). An entry whose name is not
 * its file's name would be read from, and saved to, the path without a locale.
 */
const decapI18nPath = (path: string, name: string, locale: string) => path.replace(`/${name}`, `/${locale}/${name}`)

/** Every field of a schema, by path (`company.initiatives.dreamer`, `items[].title`), with what the CMS must show. */
function schemaFields(
	schema: z.ZodType,
	prefix = '',
	withinOptional = false,
): Map<string, { meta: CmsMeta; required: boolean }> {
	const found = new Map<string, { meta: CmsMeta; required: boolean }>()
	const inner = unwrap(schema)
	const visit = (name: string, child: z.ZodType) => {
		const path = prefix ? `${prefix}.${name}` : name
		const meta = cmsOf(child)
		if (!meta) throw new Error(`${path} has no CMS description`)
		// Required in the CMS: required in the schema, and not inside a group that may be left out.
		const optional = withinOptional || isOptional(child)
		found.set(path, { meta, required: !optional })
		const childInner = unwrap(child)
		if (isImageField(child) || childInner instanceof z.ZodObject)
			for (const [key, value] of schemaFields(childInner, path, optional)) found.set(key, value)
		else if (childInner instanceof z.ZodArray) {
			const element = childInner.element as z.ZodType
			if (unwrap(element) instanceof z.ZodObject)
				for (const [key, value] of schemaFields(element, `${path}[]`, optional)) found.set(key, value)
		}
	}
	if (inner instanceof z.ZodObject)
		for (const [name, child] of Object.entries(inner.shape as Record<string, z.ZodType>)) visit(name, child)
	return found
}

/** Every field of a CMS field list, by the same paths. */
function cmsFields(fields: DecapField[], prefix = ''): Map<string, DecapField> {
	const found = new Map<string, DecapField>()
	for (const cmsField of fields) {
		const path = prefix ? `${prefix}.${cmsField.name}` : cmsField.name
		found.set(path, cmsField)
		const nestedPrefix = cmsField.widget === 'list' ? `${path}[]` : path
		if (cmsField.fields) for (const [key, value] of cmsFields(cmsField.fields, nestedPrefix)) found.set(key, value)
	}
	return found
}

/** Decap's words for each translation mode: `true`, `duplicate`, `none`; a list or group takes only true or false. */
const i18nOf = (mode: CmsMeta['i18n'], widget: string) =>
	widget === 'list' || widget === 'object'
		? mode !== 'none'
		: ({ translate: true, duplicate: 'duplicate', none: 'none' } as const)[mode]

/** The translation modes the schema gives, put back on an untranslated collection's fields to compare the rest. */
function addI18n(fields: DecapField[], schema: z.ZodType, prefix = ''): DecapField[] {
	const known = schemaFields(schema)
	const put = (list: DecapField[], base: string): DecapField[] =>
		list.map((cmsField) => {
			const path = base ? `${base}.${cmsField.name}` : cmsField.name
			const meta = known.get(path)?.meta
			return {
				...cmsField,
				i18n: meta ? i18nOf(meta.i18n, meta.widget) : undefined,
				...(cmsField.fields ? { fields: put(cmsField.fields, cmsField.widget === 'list' ? `${path}[]` : path) } : {}),
			}
		})
	return put(fields, prefix)
}

/** The widget the editor shows for a field: its own date inputs and pickers where Decap's would show codes or UTC. */
function expectedWidget(meta: CmsMeta): string {
	if (meta.picker === 'time-zone') return 'select'
	if (meta.picker === 'illustration') return 'illustration'
	if (meta.widget === 'datetime') return meta.dateOnly ? 'local-date' : 'local-date-time'
	return meta.widget
}

function expectAgreement(schema: z.ZodType, fields: DecapField[], where: string) {
	const inSchema = schemaFields(schema)
	const inCms = cmsFields(fields)
	expect(
		[...inCms.keys()].filter((path) => !inSchema.has(path)),
		`${where}: CMS fields the schema does not know`,
	).toEqual([])
	expect(
		[...inSchema.keys()].filter((path) => !inCms.has(path)),
		`${where}: schema fields not editable`,
	).toEqual([])
	for (const [path, { meta, required }] of inSchema) {
		const cmsField = inCms.get(path)!
		// Compared as one object naming the field, so a failure says which field of which page.
		expect({
			at: `${where} › ${path}`,
			widget: cmsField.widget,
			label: cmsField.label,
			hint: cmsField.hint,
			required: cmsField.required ?? true,
			i18n: cmsField.i18n,
			options: meta.picker === 'time-zone' ? undefined : cmsField.options?.map((option) => option.value),
			schemaPath: cmsField.schema_path,
		}).toEqual({
			at: `${where} › ${path}`,
			widget: expectedWidget(meta),
			label: meta.label,
			hint: meta.hint,
			required,
			i18n: i18nOf(meta.i18n, meta.widget),
			options: meta.picker === 'illustration' || (meta.widget === 'select' && !meta.picker) ? meta.options : undefined,
			// Where the editor's check shows a problem (app/admin/widgets/control-problems.ts).
			schemaPath: path,
		})
	}
}

describe('the Decap CMS configuration', () => {
	const config = decapConfig(settings, registry) as { collections: DecapCollection[] } & Record<string, unknown>

	it('has one "Pages" entry per page file, at the file the site reads (per language)', () => {
		const pages = config.collections.find((collection) => collection.name === 'pages')!
		expect(pages.files?.map((file) => file.name)).toEqual(Object.values(pageFiles).map((entry) => entry.name))
		for (const file of pages.files ?? []) {
			expect(file.file).toBe(`content/pages/${file.name}.md`)
			expect(decapI18nPath(file.file, file.name, 'zh-hans')).toBe(`content/pages/zh-hans/${file.name}.md`)
		}
		expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: ['en', 'zh-hans'], default_locale: 'en' })
	})

	it('edits every page the site has (page-paths.ts), the home and search pages among them: none keeps its words in code', () => {
		const pages = config.collections.find((collection) => collection.name === 'pages')!
		const names = pages.files?.map((file) => file.name) ?? []
		const withoutFile = pagePaths.filter(
			(path) => !names.includes((pageFiles as Record<string, { name: string }>)[path]?.name ?? ''),
		)
		expect(withoutFile).toEqual([])
		expect(pages.files?.filter((file) => ['home', 'search'].includes(file.name))).toMatchObject([
			{ name: 'home', file: 'content/pages/home.md', label: 'Home page (/)' },
			{ name: 'search', file: 'content/pages/search.md', label: 'Search (/search)' },
		])
	})

	it('agrees with every page’s schema, field by field', () => {
		const pages = config.collections.find((collection) => collection.name === 'pages')!
		expect(pages.files).toHaveLength(Object.keys(pageFiles).length)
		for (const [path, entry] of Object.entries(pageFiles)) {
			const file = pages.files!.find((candidate) => candidate.name === entry.name)!
			expectAgreement(entry.schema, file.fields, `page ${path}`)
		}
	})

	it('has one folder per record collection, each agreeing with its schema', () => {
		for (const [name, collection] of Object.entries(recordCollections)) {
			const cms = config.collections.find((candidate) => candidate.name === name)
			// Markdown records (news, events) keep their fields in front matter and their text after it.
			const markdown = 'format' in collection && collection.format === 'md'
			expect(cms).toMatchObject({
				folder: `content/${collection.folder}`,
				create: true,
				extension: markdown ? 'md' : 'yml',
				format: markdown ? 'frontmatter' : 'yml',
			})
			// Language-neutral records (references): one file each, no language panes, no translation modes.
			const translated = !('translated' in collection && collection.translated === false)
			expect({ name, i18n: cms?.i18n, modes: JSON.stringify(cms!.fields).includes('"i18n"') }).toEqual({
				name,
				i18n: translated ? true : undefined,
				modes: translated,
			})
			expectAgreement(
				collection.schema,
				translated ? cms!.fields! : addI18n(cms!.fields!, collection.schema),
				`records ${name}`,
			)
		}
		// Pages, the site words, every record collection, the settings.
		expect(config.collections).toHaveLength(1 + 1 + Object.keys(recordCollections).length + 1)
	})

	it('has the site words as one entry, both languages side by side, agreeing with its schema', () => {
		const words = config.collections.find((collection) => collection.name === 'site-words')!
		expect(words).toMatchObject({ label: 'Site words', i18n: true, editor: { preview: false } })
		expect(words.files?.map((file) => file.name)).toEqual(Object.values(wordFiles).map((entry) => entry.name))
		for (const [name, entry] of Object.entries(wordFiles)) {
			const file = words.files!.find((candidate) => candidate.name === entry.name)!
			expect(file).toMatchObject({ file: `content/${entry.folder}/${entry.name}.yml`, i18n: true })
			// The CMS reads and writes the files the site reads, content/ui/<locale>/words.yml.
			for (const locale of ['en', 'zh-hans'])
				expect(decapI18nPath(file.file, file.name, locale)).toBe(`content/${entry.folder}/${locale}/${entry.name}.yml`)
			expectAgreement(entry.schema, file.fields, `words ${name}`)
			// Each part of the site is a group of its own, closed until opened, so the long form stays easy to find one's way in.
			expect(file.fields.map((group) => [group.name, group.widget, group.collapsed])).toEqual(
				file.fields.map((group) => [group.name, 'object', true]),
			)
		}
	})

	it('has the site settings as one entry with no language panes, agreeing with its schema', () => {
		const settingsCollection = config.collections.find((collection) => collection.name === 'settings')!
		expect(settingsCollection).toMatchObject({ label: 'Settings', editor: { preview: false } })
		expect(settingsCollection.i18n).toBeUndefined()
		expect(settingsCollection.files?.map((file) => file.name)).toEqual(Object.keys(settingsFiles))
		for (const [name, entry] of Object.entries(settingsFiles)) {
			const file = settingsCollection.files!.find((candidate) => candidate.name === name)!
			expect(file.file).toBe(`content/${entry.file}`)
			expect(file.i18n).toBeUndefined()
			expect(JSON.stringify(file.fields)).not.toContain('"i18n"')
			expectAgreement(entry.schema, addI18n(file.fields, entry.schema), `settings ${name}`)
		}
		// The optional settings may be left empty, and say what they do.
		const site = settingsCollection.files!.find((file) => file.name === 'site')!
		const donation = site.fields.find((cmsField) => cmsField.name === 'donationUrl')!
		expect(donation).toMatchObject({ required: false, hint: expect.stringMatching(/Donate button/) })
		expect(donation.fields?.every((child) => child.required === false)).toBe(true)
		expect(site.fields.find((cmsField) => cmsField.name === 'charityNumber')).toMatchObject({ required: false })
		const wechat = site.fields.find((cmsField) => cmsField.name === 'wechatId')!
		expect(wechat.fields?.find((child) => child.name === 'value')).toMatchObject({ required: false })
	})

	it('lets staff pick several tags, and write an event’s times on the clock of its place', () => {
		const news = config.collections.find((collection) => collection.name === 'news')!
		expect(news.fields?.find((cmsField) => cmsField.name === 'initiatives')).toMatchObject({
			widget: 'select',
			multiple: true,
		})
		expect(news).toMatchObject({ preview_path: 'news/{{slug}}' })
		const events = config.collections.find((collection) => collection.name === 'events')!
		// The editor's own date and time inputs (app/admin/widgets/local-date-time.tsx): no UTC, nothing converted.
		expect(events.fields?.find((cmsField) => cmsField.name === 'start')).toMatchObject({ widget: 'local-date-time' })
		// Time zones by city, from a list; initiatives, languages and formats by name, not by code.
		const timeZone = events.fields?.find((cmsField) => cmsField.name === 'timeZone')
		expect(timeZone?.widget).toBe('select')
		expect(timeZone?.options).toContainEqual({ value: 'America/Vancouver', label: 'Vancouver, Canada' })
		for (const [name, value, label] of [
			['initiative', 'dreamer', 'The Dreamer'],
			['languages', 'cmn', 'Mandarin'],
			['attendance', 'mixed', 'In person and online'],
			['status', 'postponed', 'Postponed'],
		])
			expect(events.fields?.find((cmsField) => cmsField.name === name)?.options).toContainEqual({ value, label })
		expect(events.fields?.find((cmsField) => cmsField.name === 'art')).toMatchObject({ widget: 'illustration' })
	})

	it('refuses a schema field without a CMS description', () => {
		const broken: Registry = {
			pageFiles: {
				'/x': { name: 'x', label: 'X', schema: z.strictObject({ title: field.string('Title'), raw: z.string() }) },
			},
			recordCollections: {},
		}
		expect(() => decapConfig(settings, broken)).toThrow(/pages\/x › raw: this field has no CMS description/)
	})

	it('saves through the site’s own server unless a Git host is named, and reads that host from the environment', () => {
		const own = cmsSettingsFromEnv({}, { siteUrl: 'https://site.example.org' })
		expect(decapConfig(own).backend).toMatchObject({ name: 'proxy', proxy_url: '/admin/api/v1', branch: 'main' })
		expect(decapConfig(own)).not.toHaveProperty('local_backend')
		const github = cmsSettingsFromEnv(
			{ CMS_REPO: 'foundation/site', CMS_BRANCH: 'live', CMS_BASE_URL: 'https://auth.example.org' },
			{ siteUrl: 'https://site.example.org' },
		)
		expect(decapConfig(github).backend).toMatchObject({
			name: 'github',
			repo: 'foundation/site',
			branch: 'live',
			base_url: 'https://auth.example.org',
		})
		expect(decapConfig(github)).not.toHaveProperty('local_backend')
		// Without an outside sign-in service, GitHub sign-in goes through this site's own server (server/cms-auth.ts).
		const ownServer = cmsSettingsFromEnv({ CMS_REPO: 'foundation/site' }, { siteUrl: 'https://site.example.org/' })
		expect(decapConfig(ownServer).backend).toMatchObject({
			base_url: 'https://site.example.org',
			auth_endpoint: 'admin/auth',
		})
		const gitlab = cmsSettingsFromEnv(
			{ CMS_BACKEND: 'gitlab', CMS_REPO: 'foundation/site', CMS_APP_ID: 'abc123' },
			{ siteUrl: 'https://site.example.org' },
		)
		expect(decapConfig(gitlab).backend).toMatchObject({ name: 'gitlab', auth_type: 'pkce', app_id: 'abc123' })
		expect(() => cmsSettingsFromEnv({ CMS_BACKEND: 'dropbox' }, { siteUrl: 'https://site.example.org' })).toThrow(
			/proxy, github or gitlab/,
		)
	})

	it('is written as YAML that says it is generated', () => {
		expect(decapConfigYaml(settings)).toMatch(
			/^# Decap CMS configuration, GENERATED from app\/content\/collections\.ts/,
		)
	})
})
