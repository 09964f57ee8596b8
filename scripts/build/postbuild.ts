/**
 * Runs after `react-router build` has prerendered every page (the buildEnd
 * hook in react-router.config.ts). It adds what a static host needs:
 *  - 404.html (and one per Chinese prefix), rendered by the app itself, which
 *    the server sends for any address no page has (server/http/not-found-pages.ts);
 *  - redirects for the letter-case variants the original site linked to,
 *    as a `_redirects` file and as meta-refresh pages for hosts without one;
 *  - the site search's index, build/client/pagefind/ (scripts/build/search-index.ts);
 *  - /admin, the CMS (scripts/cms/admin-build.ts), built on its own;
 *  - each page's Content-Security-Policy (build/csp.json and `_headers`);
 *  - the news posts the campaign sender reads (build/news-posts.json);
 * and warns while site settings or news dates still hold example values.
 */
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type ServerBuild } from 'react-router'
import type { SiteSettings } from '#app/content/schema/settings/site.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { writeNewsManifest } from '#app/newsletter/campaigns/news-manifest.ts'
import { postsForMail } from '#app/news/posts-for-mail.ts'
import { loadSiteContentForBuild } from '#scripts/content/load-site-content.ts'
import { contentDirectory } from '#scripts/vite-plugins/content.ts'
import { caseVariantLinks } from '#app/data/case-variant-links.ts'
import { locales, localizePath } from '#app/i18n/locales.ts'
import { buildAdmin } from '#scripts/cms/admin-build.ts'
import {
	contentSecurityPolicy,
	formTargets,
	inlineScriptHashes,
	needsWebAssembly,
} from '#server/http/content-security-policy.ts'
import {
	adminOpenerPolicy,
	cspManifestFile,
	hstsValue,
	sharedHeaders,
	type CspManifest,
} from '#server/http/security-headers.ts'
import { notFoundFile } from '#server/http/not-found-pages.ts'
import { pageFile, prerenderedPages } from '#server/http/site-index.ts'
import { precompressPages } from './precompress.ts'
import { writeSearchIndex } from './search-index.ts'

export async function postbuild(buildDirectory: string) {
	const buildDir = resolve(buildDirectory)
	const clientDir = join(buildDir, 'client')
	await writeNotFoundPages(buildDir, clientDir)
	await writeCaseRedirects(clientDir)
	await writeSearchIndexOrWarn(clientDir)
	const started = Date.now()
	const admin = await buildAdmin(clientDir)
	console.log(
		`/admin (Decap CMS): ${admin.cached ? 'reused from node_modules/.cache/admin' : 'built'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
	)
	await writeSecurityHeaders(buildDir, clientDir, admin.policy)
	const compressed = await precompressPages(clientDir)
	console.log(
		`Pages precompressed: ${compressed.pages} (.br and .gz), ${(compressed.bytes / 1024).toFixed(0)} KB → ${(compressed.brotli / 1024).toFixed(0)} KB with Brotli`,
	)
	const examplePosts = writeNewsForMail(buildDir)
	warnAboutExamples(examplePosts)
	// When this build was made: the server serves the newer of a deployed build and a published one (server/build-output.ts).
	await writeFile(join(buildDir, 'build-info.json'), JSON.stringify({ builtAt: new Date().toISOString() }))
	for (const warning of admin.warnings) console.warn(`⚠️  ${warning}`)
}

/**
 * The news manifest (app/newsletter/campaigns/news-manifest.ts): every post
 * in every language, with its "send to subscribers" switch. The server's
 * sender reads it and e-mails each post switched on, once (decision 027).
 * Returns the posts whose date is still an example.
 */
function writeNewsForMail(buildDir: string): string[] {
	const { content } = loadSiteContentForBuild(contentDirectory())
	type Posts = Parameters<typeof postsForMail>[0][Locale]
	const posts = postsForMail({
		en: content.en.records.news as Posts,
		'zh-hans': content['zh-hans'].records.news as Posts,
		'zh-hant': content['zh-hant'].records.news as Posts,
	})
	writeNewsManifest(buildDir, posts)
	const sending = posts.filter((post) => post.sendToSubscribers).map((post) => post.slug)
	console.info(
		`News manifest: ${posts.length} posts${sending.length ? `; switched on for subscribers: ${sending.join(', ')}` : ''}.`,
	)
	return (content.en.records.news as { id: string; example?: boolean }[])
		.filter((post) => post.example)
		.map((post) => post.id)
}

async function writeNotFoundPages(buildDir: string, clientDir: string) {
	const build = (await import(
		/* @vite-ignore */ pathToFileURL(join(buildDir, 'server', 'index.js')).href
	)) as ServerBuild
	const handle = createRequestHandler(build, 'production')
	for (const locale of locales) {
		// Two segments, so that only the `*` route matches (one segment could name a partner): its language links lead home.
		const probe = localizePath('/__not-found__/page', locale)
		const response = await handle(new Request(`http://localhost${probe}`))
		if (response.status !== 404) throw new Error(`Expected the not-found page for ${probe}, got ${response.status}`)
		await writeFile(join(clientDir, notFoundFile(locale)), await response.text())
	}
}

async function writeCaseRedirects(clientDir: string) {
	const rules: string[] = []
	// On a case-insensitive file system the stub would overwrite the real page.
	const caseSensitive = !existsSync(join(clientDir, 'ASSETS'))
	for (const locale of locales) {
		for (const { from, to } of caseVariantLinks) {
			const source = localizePath(from, locale)
			const target = localizePath(to, locale)
			rules.push(`${source} ${target} 301`)
			if (!caseSensitive) continue
			await mkdir(join(clientDir, source), { recursive: true })
			await writeFile(join(clientDir, source, 'index.html'), redirectPage(target))
		}
	}
	await writeFile(join(clientDir, '_redirects'), `${rules.join('\n')}\n`)
}

/**
 * The search index, from the pages as they will be served. If Pagefind fails,
 * the build goes on with a loud warning: every page still works, and the
 * search pages say that search is unavailable and list every page instead.
 */
async function writeSearchIndexOrWarn(clientDir: string) {
	try {
		const { pages, languages } = await writeSearchIndex(clientDir)
		const perLanguage = Object.entries(languages).map(([language, count]) => `${language} ${count}`)
		console.info(`Search index (Pagefind): ${pages} pages; ${perLanguage.join(', ')}.`)
	} catch (error) {
		console.error(
			`\n⚠️  The search index could not be built; the search pages will say search is unavailable.\n`,
			error,
		)
	}
}

/**
 * Each page's Content-Security-Policy, allowing its inline scripts by hash:
 * build/csp.json for our server (per page, and /admin's), and a `_headers`
 * file for static hosts. Static hosts merge every matching rule, so
 * `_headers` states one policy for all paths that allows the union of the
 * pages' hashes, and replaces it on the search pages (WebAssembly, decision
 * 025) and on /admin (the CMS, decision 033), whose opener policy it replaces too.
 */
async function writeSecurityHeaders(buildDir: string, clientDir: string, adminPolicy: string) {
	const targets = formTargets()
	const manifest: CspManifest = { pages: {}, default: contentSecurityPolicy([], targets), admin: adminPolicy }
	const allHashes = new Set<string>()
	for (const path of await prerenderedPages(clientDir)) {
		const hashes = inlineScriptHashes(await readFile(pageFile(clientDir, path), 'utf8'))
		hashes.forEach((hash) => allHashes.add(hash))
		manifest.pages[path] = contentSecurityPolicy(hashes, targets, { webAssembly: needsWebAssembly(path) })
	}
	manifest.notFound = {}
	for (const locale of locales) {
		const hashes = inlineScriptHashes(await readFile(join(clientDir, notFoundFile(locale)), 'utf8'))
		hashes.forEach((hash) => allHashes.add(hash))
		manifest.notFound[locale] = contentSecurityPolicy(hashes, targets)
	}
	await writeFile(cspManifestFile(buildDir), JSON.stringify(manifest, null, '\t'))
	const headers = {
		...sharedHeaders,
		'Strict-Transport-Security': hstsValue,
		'Content-Security-Policy': contentSecurityPolicy([...allHashes].sort(), targets),
	}
	// The search pages replace that policy with one that also allows WebAssembly. Cloudflare
	// applies every matching rule in order (`!` detaches the broader rule's header first);
	// Netlify ignores the `!` line and lets the later rule's value win. Both paths, with and
	// without the trailing slash a host may add.
	const searchPolicy = contentSecurityPolicy([...allHashes].sort(), targets, { webAssembly: true })
	const searchPaths = locales.map((locale) => localizePath('/search', locale))
	const rules = [
		'/*',
		...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
		'/assets/*',
		'  Cache-Control: public, max-age=31536000, immutable',
		...searchPaths.flatMap((path) =>
			[path, `${path}/`].flatMap((rule) => [
				rule,
				'  ! Content-Security-Policy',
				`  Content-Security-Policy: ${searchPolicy}`,
			]),
		),
		'/admin/*',
		'  ! Content-Security-Policy',
		`  Content-Security-Policy: ${adminPolicy}`,
		'  ! Cross-Origin-Opener-Policy',
		`  Cross-Origin-Opener-Policy: ${adminOpenerPolicy}`,
		'  X-Robots-Tag: noindex, nofollow',
		'',
	]
	await writeFile(join(clientDir, '_headers'), rules.join('\n'))
}

function redirectPage(target: string): string {
	return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>${target}</title><meta name="robots" content="noindex"/><link rel="canonical" href="${target}"/><meta http-equiv="refresh" content="0;url=${target}"/></head><body><a href="${target}">${target}</a></body></html>\n`
}

function warnAboutExamples(examplePosts: string[]) {
	const { settings } = loadSiteContentForBuild(contentDirectory()).content.en
	const examples = Object.entries(settings.site as SiteSettings)
		.filter(([, setting]) => setting?.example)
		.map(([key]) => key)
	if (examples.length > 0)
		console.warn(
			`\n⚠️  Example values are still in use (content/settings/site.yml): ${examples.join(', ')}.\n` +
				'   Replace them with the foundation’s real details before the site goes live.\n',
		)
	const donations = exampleSettings(settings.donations)
	if (donations.length > 0)
		console.warn(
			`⚠️  Example values are still in use (content/settings/donations.yml): ${donations.join(', ')}.\n` +
				'   Put in the foundation’s real donation pages and charity numbers (or leave a region out) before the site goes live.\n',
		)
	if (examplePosts.length > 0)
		console.warn(
			`⚠️  News posts with example dates (content/news, example: true): ${examplePosts.join(', ')}.\n` +
				'   Put in the real dates and remove `example` before the site goes live.\n',
		)
}

/** The paths of the settings in a nested settings file still marked `example: true` (us.paymentUrl…). */
function exampleSettings(value: unknown, path: string[] = []): string[] {
	if (!value || typeof value !== 'object') return []
	if ((value as { example?: unknown }).example === true) return [path.join('.')]
	return Object.entries(value).flatMap(([key, child]) => exampleSettings(child, [...path, key]))
}
