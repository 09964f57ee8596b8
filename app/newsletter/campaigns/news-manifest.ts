import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { locales, type Locale } from '#app/i18n/locales.ts'

/**
 * The news posts the campaign sender knows about: written by the build, read
 * by the server (on start and whenever the file changes). It is not public:
 * it lives beside the build's server files, never under `client/`.
 *
 * One entry per post, in every language (Traditional Chinese already
 * generated from Simplified, as on the site). Posts whose `sendToSubscribers`
 * is on and whose date has come get one campaign each (docs/decisions/027).
 */
export type NewsPostForMail = {
	/** Language-neutral, the post's identity: one campaign per slug, ever. */
	slug: string
	/** YYYY-MM-DD: the post is published from this day on (CAMPAIGN_TIME_ZONE). */
	date: string
	/** The "send to subscribers" switch. */
	sendToSubscribers: boolean
	/** Optional photo: an absolute path on the site (e.g. /media/x.jpg) and its alt text per language. */
	image?: { src: string; alt: Record<Locale, string> }
	/** Per language: the words, the body rendered from Markdown to HTML, and the post's site path. */
	locales: Record<Locale, { title: string; summary: string; bodyHtml: string; url: string }>
}

export type NewsManifest = { version: 1; posts: NewsPostForMail[] }

/** Where the build writes the manifest: `<buildDir>/news-posts.json` (NEWS_MANIFEST_PATH overrides it for the server). */
export const newsManifestFile = (buildDir: string) => join(buildDir, 'news-posts.json')

/**
 * Writes the manifest (the build calls this once all posts are rendered).
 * Checked first, so a bad post fails the build rather than the sender; written
 * to a temporary file and renamed, so the server never reads half a file.
 * Returns the path written.
 */
export function writeNewsManifest(
	buildDir: string,
	posts: NewsPostForMail[],
	file = newsManifestFile(buildDir),
): string {
	const manifest: NewsManifest = { version: 1, posts }
	const checked = parseNewsManifest(manifest)
	if (!checked.ok) throw new Error(`Cannot write the news manifest: ${checked.problem}`)
	mkdirSync(dirname(file), { recursive: true })
	const temporary = `${file}.${process.pid}.tmp`
	writeFileSync(temporary, `${JSON.stringify(manifest, null, '\t')}\n`)
	renameSync(temporary, file)
	return file
}

export type ParsedManifest = { ok: true; posts: NewsPostForMail[] } | { ok: false; problem: string }

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const slugShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Checks a manifest read from disk: anything off is named, and nothing of it is used. */
export function parseNewsManifest(value: unknown): ParsedManifest {
	if (!isObject(value) || value.version !== 1 || !Array.isArray(value.posts)) {
		return { ok: false, problem: 'expected { "version": 1, "posts": [...] }' }
	}
	const seen = new Set<string>()
	for (const [index, post] of value.posts.entries()) {
		const problem = postProblem(post)
		if (problem)
			return {
				ok: false,
				problem: `post ${index}${isObject(post) && typeof post.slug === 'string' ? ` (${post.slug})` : ''}: ${problem}`,
			}
		const { slug } = post as NewsPostForMail
		if (seen.has(slug)) return { ok: false, problem: `post ${index}: the slug ${slug} appears twice` }
		seen.add(slug)
	}
	return { ok: true, posts: value.posts as NewsPostForMail[] }
}

function postProblem(post: unknown): string | null {
	if (!isObject(post)) return 'not an object'
	if (typeof post.slug !== 'string' || !slugShape.test(post.slug))
		return 'slug must be lower-case letters, digits and hyphens'
	if (typeof post.date !== 'string' || !isoDate.test(post.date) || Number.isNaN(Date.parse(`${post.date}T00:00:00Z`))) {
		return 'date must be YYYY-MM-DD'
	}
	if (typeof post.sendToSubscribers !== 'boolean') return 'sendToSubscribers must be true or false'
	if (post.image !== undefined) {
		if (!isObject(post.image) || typeof post.image.src !== 'string' || !post.image.src.startsWith('/')) {
			return 'image.src must be an absolute path on the site'
		}
		const alt = post.image.alt
		if (!isObject(alt) || !locales.every((locale) => typeof alt[locale] === 'string'))
			return 'image.alt needs every language'
	}
	if (!isObject(post.locales)) return 'locales missing'
	for (const locale of locales) {
		const words = post.locales[locale]
		if (!isObject(words)) return `${locale} missing`
		for (const field of ['title', 'summary', 'bodyHtml', 'url'] as const) {
			if (typeof words[field] !== 'string' || (field !== 'summary' && words[field] === ''))
				return `${locale}.${field} missing`
		}
		if (!(words.url as string).startsWith('/')) return `${locale}.url must be a path on the site`
	}
	return null
}

function isObject(value: unknown): value is Record<string, unknown> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}
