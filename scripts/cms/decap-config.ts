import { relative } from 'node:path'
import { stringify } from 'yaml'
import { z } from 'zod'
import { pageFiles, pagesFolder, recordCollections, settingsFiles, wordFiles } from '#app/content/collections.ts'
import { cmsOf, isImageField, isOptional, unwrap, type CmsMeta, type I18nMode } from '#app/content/schema/fields.ts'
import type { Registry } from '#scripts/content/load-site-content.ts'
import { cmsCollection } from '#app/admin/validation/entry-schema.ts'
import { englishEditorWords, type EditorWords } from './editor-words.ts'

/**
 * The Decap CMS configuration (/admin/config.yml), generated from the content
 * registry (app/content/collections.ts) and each content type's schema: every
 * page is an entry of the "Pages" collection, every record collection a
 * folder of its own, and every field's widget, label, hint, whether it is
 * required and how it is translated come from the field's CMS metadata
 * (app/content/schema/fields.ts). The site words (header, footer, forms,
 * e-mails) are one entry of "Site words", in both languages side by side; the
 * site settings are one entry of "Settings", with no language panes (they are
 * the same in every language). Nothing here names a page.
 */

/** Where the CMS saves: set by environment variables when the site is built (docs/decisions/032). */
export type CmsSettings = {
	/**
	 * `proxy` (the default): the site's own server saves, behind its staff
	 * sign-in (issue 23, docs/decisions/045). `github`, `gitlab`: the Git host's
	 * API, each staffer with an account there (docs/decisions/032).
	 */
	backend: 'proxy' | 'github' | 'gitlab'
	/** owner/name of the repository the site is built from. */
	repo: string
	branch: string
	/** The sign-in server (GitHub: the OAuth endpoint's origin). */
	baseUrl?: string
	authEndpoint?: string
	/** GitLab: the OAuth application's id, for sign-in without a server (PKCE). */
	appId?: string
	/** A self-hosted GitLab's API (https://gitlab.example.org/api/v4). */
	apiRoot?: string
	/** The public site, linked from the CMS ("View site"). */
	siteUrl: string
	/** The content folder, relative to the folder the CMS writes in (decap-server's root, the repository). */
	contentPath: string
}

/** A repository placeholder: the build warns while it is in use (scripts/build/postbuild.ts). */
export const unsetRepo = 'OWNER/REPOSITORY'

export function cmsSettingsFromEnv(
	env: NodeJS.ProcessEnv,
	{ siteUrl, contentPath = 'content' }: { siteUrl: string; contentPath?: string },
): CmsSettings {
	// A Git host only when one is named (CMS_BACKEND, or CMS_REPO for GitHub as before); else the site's own server.
	const backend = env.CMS_BACKEND ?? (env.CMS_REPO ? 'github' : 'proxy')
	if (backend !== 'proxy' && backend !== 'github' && backend !== 'gitlab')
		throw new Error(`CMS_BACKEND must be proxy, github or gitlab, not "${backend}"`)
	return {
		backend,
		repo: env.CMS_REPO || unsetRepo,
		branch: env.CMS_BRANCH || 'main',
		baseUrl: env.CMS_BASE_URL || undefined,
		authEndpoint: env.CMS_AUTH_ENDPOINT || undefined,
		appId: env.CMS_APP_ID || undefined,
		apiRoot: env.CMS_API_ROOT || undefined,
		siteUrl: env.PUBLIC_BASE_URL || siteUrl,
		contentPath,
	}
}

/** The origins the CMS talks to when it publishes (its API, sign-in and avatars), for /admin's Content-Security-Policy. */
const origin = (url: string | undefined) => (url ? [new URL(url).origin] : [])

export function cmsBackendOrigins(settings: CmsSettings): string[] {
	// The site's own server: nothing but 'self'.
	if (settings.backend === 'proxy') return []
	const host =
		settings.backend === 'github'
			? ['https://api.github.com', 'https://avatars.githubusercontent.com']
			: ['https://gitlab.com', 'https://secure.gravatar.com']
	return [...new Set([...(settings.apiRoot ? origin(settings.apiRoot) : host), ...origin(settings.baseUrl)])]
}

/** The languages staff write; Traditional Chinese is generated from Simplified at build. */
export const cmsLocales = ['en', 'zh-hans'] as const

type DecapField = {
	name: string
	label: string
	widget: string
	required?: boolean
	hint?: string
	i18n?: boolean | 'duplicate' | 'none'
	fields?: DecapField[]
	field?: DecapField
	[option: string]: unknown
}

/**
 * A field's translation mode as Decap writes it. Decap's list and object
 * widgets take only true or false (false meaning `none`); a group copied into
 * both languages is a translated group there, whose fields keep their own
 * modes (the build checks that the copies agree).
 */
const i18nOf = (mode: I18nMode, widget?: string): DecapField['i18n'] => {
	if (widget === 'list' || widget === 'object') return mode !== 'none'
	return mode === 'translate' ? true : mode === 'duplicate' ? 'duplicate' : 'none'
}

/** One schema field as a Decap field: its widget and options from its CMS metadata. */
function decapField(
	name: string,
	schema: z.ZodType,
	words: EditorWords,
	path = name,
	withinOptional = false,
): DecapField {
	const meta = cmsOf(schema)
	if (!meta)
		throw new Error(
			`${path}: this field has no CMS description (build it with field.* from app/content/schema/fields.ts)`,
		)
	const field: DecapField = {
		name,
		label: words.text(meta.label),
		widget: meta.widget,
		i18n: i18nOf(meta.i18n, meta.widget),
	}
	if (meta.hint) field.hint = words.text(meta.hint)
	// Where the editor's check (app/admin/validation) finds this field's problems: list items as `[]`.
	field.schema_path = schemaPath(path)
	// The CMS would insist on a required field inside a group that may be left out: such fields are optional there.
	const optional = withinOptional || isOptional(schema)
	if (optional) field.required = false
	const inner = unwrap(schema)
	Object.assign(field, widgetOptions(meta, inner, words))
	if (isImageField(schema) || inner instanceof z.ZodObject) {
		const shape = (inner as z.ZodObject).shape as Record<string, z.ZodType>
		field.fields = Object.entries(shape).map(([child, childSchema]) =>
			decapField(child, childSchema, words, `${path}.${child}`, optional),
		)
		field.collapsed = meta.collapsed ?? false
	} else if (inner instanceof z.ZodArray) {
		const element = inner.element as z.ZodType
		const elementInner = unwrap(element)
		if (elementInner instanceof z.ZodObject) {
			const shape = elementInner.shape as Record<string, z.ZodType>
			field.fields = Object.entries(shape).map(([child, childSchema]) =>
				decapField(child, childSchema, words, `${path}[].${child}`, optional),
			)
			const first = Object.keys(shape)[0]
			if (first) field.summary = `{{fields.${first}}}`
		} else if (cmsOf(element)) {
			field.field = decapField('item', element, words, `${path}[]`, optional)
		} else {
			// A list of plain strings (e.g. reference keys), one per line in the editor.
			field.field = { name: 'item', label: field.label, widget: 'string', i18n: field.i18n }
		}
	}
	return field
}

/** `pages/aboutus › vision.sections[].title` → `vision.sections[].title` (the field path within its file). */
const schemaPath = (path: string) => path.split(' › ').slice(1).join('.') || path

function widgetOptions(meta: CmsMeta, inner: z.ZodType, words: EditorWords): Record<string, unknown> {
	if (meta.picker === 'time-zone')
		// Chosen by city from the list in the editor's words (content/ui/*/editor.yml), never typed.
		return {
			widget: 'select',
			options: words.timeZones.map(([value, label]) => ({ label, value })),
		}
	if (meta.picker === 'illustration')
		// app/admin/widgets/illustration-picker.tsx: the drawings as pictures.
		return { widget: 'illustration', options: (meta.options ?? []).map((value) => ({ label: value, value })) }
	switch (meta.widget) {
		case 'markdown':
			// Pictures go in picture fields (which the photo pipeline serves), not inside the text.
			return meta.inline
				? { buttons: ['bold', 'italic', 'link'], editor_components: [], minimal: true, modes: ['rich_text', 'raw'] }
				: {
						buttons: [
							'bold',
							'italic',
							'link',
							'heading-two',
							'heading-three',
							'quote',
							'bulleted-list',
							'numbered-list',
						],
						editor_components: [],
						modes: ['rich_text', 'raw'],
					}
		case 'datetime':
			// app/admin/widgets/local-date-time.tsx: the browser's own date and time inputs, the value stored
			// as typed (YYYY-MM-DD, or YYYY-MM-DDTHH:mm on the clock of the place), never converted.
			return { widget: meta.dateOnly ? 'local-date' : 'local-date-time' }
		case 'select':
			return {
				options: (meta.options ?? []).map((value) => ({
					// The schema's own words for a choice, else the editor's (content/ui/*/editor.yml), never the code.
					label: meta.optionLabels?.[value] ? words.text(meta.optionLabels[value]) : (words.choice(value) ?? value),
					value,
				})),
				...(meta.multiple ? { multiple: true } : {}),
			}
		case 'number':
			return { value_type: isInteger(inner) ? 'int' : 'float' }
		case 'boolean':
			return { default: false }
		case 'image':
		case 'file':
			return { choose_url: false }
		case 'string':
			return meta.pattern ? { pattern: [...meta.pattern] } : {}
		default:
			return {}
	}
}

function isInteger(schema: z.ZodType): boolean {
	return schema instanceof z.ZodNumber && Boolean(schema.isInt)
}

/** A field of a collection that is not translated: no translation modes. */
function withoutI18n(field: DecapField): DecapField {
	const { i18n: _i18n, ...rest } = field
	return {
		...rest,
		...(field.fields ? { fields: field.fields.map(withoutI18n) } : {}),
		...(field.field ? { field: withoutI18n(field.field) } : {}),
	}
}

const topLevelFields = (schema: z.ZodType, path: string, words: EditorWords) => {
	const inner = unwrap(schema)
	if (!(inner instanceof z.ZodObject)) throw new Error(`${path}: a content type's schema must be an object`)
	return Object.entries(inner.shape as Record<string, z.ZodType>).map(([name, field]) =>
		decapField(name, field, words, `${path} › ${name}`),
	)
}

/** The whole configuration, as an object. */
export function decapConfig(
	settings: CmsSettings,
	registry: Registry = { pageFiles, recordCollections, settingsFiles, wordFiles },
	words: EditorWords = englishEditorWords(),
): Record<string, unknown> {
	const t = words.text
	const content = settings.contentPath
	const backend: Record<string, unknown> =
		settings.backend === 'proxy'
			? // The site's own origin, whatever host name it is reached by (server/content-api/content-api.ts).
				{ name: 'proxy', proxy_url: '/admin/api/v1', branch: settings.branch }
			: { name: settings.backend, repo: settings.repo, branch: settings.branch }
	if (settings.backend === 'proxy') {
		// Nothing more: the server knows who saves from the session, and commits as them.
	} else if (settings.baseUrl) {
		backend.base_url = settings.baseUrl
		if (settings.authEndpoint) backend.auth_endpoint = settings.authEndpoint
	} else if (settings.backend === 'github') {
		// Sign-in through this site's own server (server/cms-auth.ts).
		backend.base_url = new URL(settings.siteUrl).origin
		backend.auth_endpoint = 'admin/auth'
	}
	if (settings.backend === 'gitlab' && settings.appId)
		Object.assign(backend, { auth_type: 'pkce', app_id: settings.appId })
	if (settings.apiRoot) backend.api_root = settings.apiRoot
	backend.commit_messages = {
		create: 'Add {{collection}} “{{slug}}” (CMS, {{author-name}})',
		update: 'Update {{collection}} “{{slug}}” (CMS, {{author-name}})',
		delete: 'Delete {{collection}} “{{slug}}” (CMS, {{author-name}})',
		uploadMedia: 'Upload “{{path}}” (CMS, {{author-name}})',
		deleteMedia: 'Delete “{{path}}” (CMS, {{author-name}})',
	}

	const pages = {
		name: cmsCollection.pages,
		label: t('Pages'),
		label_singular: t('Page'),
		description: t(
			'The words of each page, in English and Simplified Chinese (Traditional Chinese is made from the Simplified text).',
		),
		i18n: true,
		editor: { preview: true },
		files: Object.entries(registry.pageFiles).map(([path, entry]) => ({
			name: entry.name,
			label: `${t(entry.label)} (${path})`,
			file: `${content}/${pagesFolder}/${entry.name}.md`,
			i18n: true,
			// "View live" opens the English page.
			preview_path: path.slice(1),
			fields: topLevelFields(entry.schema, `${pagesFolder}/${entry.name}`, words),
		})),
	}

	const records = Object.entries(registry.recordCollections).map(([name, collection]) => {
		// Language-neutral records (references) are one file each, edited once, with no language panes.
		const translated = collection.translated !== false
		const fields = topLevelFields(collection.schema, collection.folder, words).map((field) =>
			translated ? field : withoutI18n(field),
		)
		const strings = fields.filter((field) => field.widget === 'string')
		const identifier =
			collection.identifierField ??
			(strings.find((field) => field.name === 'title' || field.name === 'name') ?? strings[0])?.name
		const sortable = collection.orderBy && fields.some((field) => field.name === collection.orderBy)
		// Markdown records (news, events): fields as front matter, the `body` field as the text after it.
		const markdown = collection.format === 'md'
		return {
			name,
			label: t(collection.label),
			label_singular: t(collection.singular),
			folder: `${content}/${collection.folder}`,
			...(translated ? { i18n: true } : {}),
			create: true,
			delete: true,
			extension: markdown ? 'md' : 'yml',
			format: markdown ? 'frontmatter' : 'yml',
			...(identifier ? { identifier_field: identifier, summary: `{{${identifier}}}` } : {}),
			slug: '{{slug}}',
			...(sortable
				? {
						sortable_fields: [
							{ field: collection.orderBy, default_sort: 'asc' },
							...(identifier && identifier !== collection.orderBy ? [identifier] : []),
						],
					}
				: {}),
			...(collection.recordPage
				? { preview_path: `${collection.recordPage.slice(1)}/{{slug}}` }
				: collection.page
					? { preview_path: collection.page.slice(1) }
					: {}),
			editor: { preview: true },
			fields,
		}
	})

	// The words every page shares: one file per language, edited side by side, like a page.
	const siteWordsCollection = {
		name: cmsCollection.words,
		label: t('Site words'),
		label_singular: t('Site words'),
		description: t(
			'The words of the header, footer, newsletter form, e-mails and error page, in English and Simplified Chinese (Traditional Chinese is made from the Simplified text). Open a group to change its words.',
		),
		i18n: true,
		// A preview would show the words without their places: the site shows them once rebuilt.
		editor: { preview: false },
		// Named as its file: Decap finds each language's file by putting the locale's folder before the name.
		files: Object.values(registry.wordFiles ?? {}).map((entry) => ({
			name: entry.name,
			label: t(entry.label),
			file: `${content}/${entry.folder}/${entry.name}.yml`,
			i18n: true,
			fields: topLevelFields(entry.schema, `${entry.folder}/${entry.name}`, words),
		})),
	}

	// Facts about the foundation, the same in every language: one file, no language panes.
	const siteSettings = {
		name: cmsCollection.settings,
		label: t('Settings'),
		label_singular: t('Settings'),
		description: t(
			'Facts about the foundation that pages show in every language: its name, e-mail address, WeChat ID, donation link, charity number…',
		),
		editor: { preview: false },
		files: Object.entries(registry.settingsFiles ?? {}).map(([name, entry]) => ({
			name,
			label: t(entry.label),
			file: `${content}/${entry.file}`,
			fields: topLevelFields(entry.schema, entry.file, words).map(withoutI18n),
		})),
	}

	return {
		backend,
		site_url: settings.siteUrl,
		display_url: settings.siteUrl,
		logo: { src: '/favicon.svg', show_in_header: true },
		// The interface's language (Decap's own words): the editor's words pick it (app/admin/main.tsx).
		locale: words.decapLocale,
		media_folder: 'public/media',
		public_folder: '/media',
		// File names of new records from their English name: plain ASCII, as in every URL and file of the site.
		slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
		i18n: { structure: 'multiple_folders', locales: [...cmsLocales], default_locale: 'en' },
		// Pages and the site words first, the records next, the settings last.
		collections: [
			pages,
			...(siteWordsCollection.files.length ? [siteWordsCollection] : []),
			...records,
			...(siteSettings.files.length ? [siteSettings] : []),
		],
		// Not Decap's: read and removed by app/admin/main.tsx before the CMS starts (the problems' words, the switch).
		editor: words.browser,
	}
}

const header = `# Decap CMS configuration, GENERATED from app/content/collections.ts and the content schemas
# by scripts/cms/decap-config.ts. Do not edit: change the schema, and this follows.
`

export function decapConfigYaml(settings: CmsSettings, registry?: Registry, words?: EditorWords): string {
	return header + stringify(decapConfig(settings, registry, words), { lineWidth: 0 })
}

/** The content folder as the CMS names it: relative to the folder it writes in (the repository). */
export const cmsContentPath = (repositoryRoot: string, contentDir: string) =>
	relative(repositoryRoot, contentDir).split('\\').join('/')
