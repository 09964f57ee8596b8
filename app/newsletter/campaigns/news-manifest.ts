import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { z } from 'zod'
import { locales, type Locale } from '#app/i18n/locales.ts'

/** The same schema for each language. */
const perLocale = <S extends z.ZodType>(schema: S) =>
	z.object(Object.fromEntries(locales.map((locale) => [locale, schema])) as Record<Locale, S>, { error: 'missing' })

/** Text that must be there: a wrong type or an empty string is "missing". */
const required = z.string({ error: 'missing' }).min(1, 'missing')

/** A day, YYYY-MM-DD, that exists. */
const isoDate = z
	.string({ error: 'must be YYYY-MM-DD' })
	.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD')
	.refine((date) => !Number.isNaN(Date.parse(`${date}T00:00:00Z`)), 'must be YYYY-MM-DD')

/**
 * One news post as the campaign sender knows it, in every language
 * (Traditional Chinese already generated from Simplified, as on the site).
 */
const newsPostForMail = z.object(
	{
		/** Language-neutral, the post's identity: one campaign per slug, ever. */
		slug: z
			.string({ error: 'must be lower-case letters, digits and hyphens' })
			.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case letters, digits and hyphens'),
		/** YYYY-MM-DD: the post is published from this day on (CAMPAIGN_TIME_ZONE). */
		date: isoDate,
		/** The "send to subscribers" switch. */
		sendToSubscribers: z.boolean({ error: 'must be true or false' }),
		/** Optional photo: an absolute path on the site (e.g. /media/x.jpg) and its alt text per language. */
		image: z
			.object({
				src: z
					.string({ error: 'must be an absolute path on the site' })
					.startsWith('/', 'must be an absolute path on the site'),
				alt: perLocale(z.string({ error: 'missing' })),
			})
			.optional(),
		/** Per language: the words, the body rendered from Markdown to HTML, and the post's site path. */
		locales: perLocale(
			z.object(
				{
					title: required,
					summary: z.string({ error: 'missing' }),
					bodyHtml: required,
					url: required.startsWith('/', 'must be a path on the site'),
				},
				{ error: 'missing' },
			),
		),
	},
	{ error: 'not an object' },
)

/**
 * The news posts the campaign sender knows about: written by the build, read
 * by the server (on start and whenever the file changes). It is not public:
 * it lives beside the build's server files, never under `client/`.
 *
 * One entry per post. Posts whose `sendToSubscribers` is on and whose date
 * has come get one campaign each (docs/decisions/027).
 */
const newsManifest = z.object({ version: z.literal(1), posts: z.array(newsPostForMail) })

export type NewsPostForMail = z.output<typeof newsPostForMail>
type NewsManifest = z.output<typeof newsManifest>

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

/** Checks a manifest read from disk: the first thing off is named, and nothing of it is used. */
export function parseNewsManifest(value: unknown): ParsedManifest {
	const parsed = newsManifest.safeParse(value)
	if (!parsed.success) {
		const [issue] = parsed.error.issues
		const [list, index, ...path] = issue?.path ?? []
		if (list !== 'posts' || typeof index !== 'number')
			return { ok: false, problem: 'expected { "version": 1, "posts": [...] }' }
		const slug = (value as { posts: { slug?: unknown }[] }).posts[index]?.slug
		const field = path.length ? `${path.join('.')} ` : ''
		return {
			ok: false,
			problem: `post ${index}${typeof slug === 'string' ? ` (${slug})` : ''}: ${field}${issue?.message}`,
		}
	}
	const seen = new Set<string>()
	for (const [index, { slug }] of parsed.data.posts.entries()) {
		if (seen.has(slug)) return { ok: false, problem: `post ${index}: the slug ${slug} appears twice` }
		seen.add(slug)
	}
	return { ok: true, posts: parsed.data.posts }
}
