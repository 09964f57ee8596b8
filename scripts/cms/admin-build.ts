import { createHash } from 'node:crypto'
import { cp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import type { SiteSettings } from '#app/content/schema/settings/site.ts'
import { loadSettingsAndWords } from '#scripts/content/load-site-content.ts'
import { wordFiles } from '#app/content/collections.ts'
import { adminContentSecurityPolicy } from '#server/http/content-security-policy.ts'
import { contentDirectory } from '#scripts/vite-plugins/content.ts'
import {
	cmsBackendOrigins,
	cmsContentPath,
	cmsLocales,
	cmsSettingsFromEnv,
	decapConfigYaml,
	unsetRepo,
	type CmsSettings,
} from './decap-config.ts'
import { editorLocales, editorWordsFor } from './editor-words.ts'

/** The CMS's settings for this build or development server, from the environment (docs/decisions/032). */
export function cmsSettings(): CmsSettings {
	const contentDir = contentDirectory()
	// The CMS writes paths relative to the folder that holds the content folder: the repository, or a copy's parent.
	return cmsSettingsFromEnv(process.env, {
		siteUrl: (loadSettingsAndWords(contentDirectory()).content.en.settings.site as SiteSettings).baseUrl.value,
		contentPath: cmsContentPath(dirname(contentDir), contentDir),
	})
}

const cacheRoot = () => join(process.cwd(), 'node_modules', '.cache', 'admin')

/**
 * What the CMS bundle is made of: the code under app/ (its previews import
 * the site's components, styles and schemas), its build settings and the
 * installed packages; of the content files, only the site words
 * (content/ui), the layout's words the previews draw pages inside. Other
 * content files are not part of it: a build after an edit in /admin reuses
 * the bundle.
 */
async function bundleKey(): Promise<string> {
	const hash = createHash('sha256')
	const files = (await readdir('app', { recursive: true, withFileTypes: true }))
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name))
		.sort()
	for (const file of [...files, 'package-lock.json', 'vite.admin.config.ts', 'scripts/cms/decap-per-locale-pages.ts']) {
		hash.update(file).update(await readFile(file))
	}
	// The words, by their place in the content folder (a copy's folder has another name each time).
	for (const entry of Object.values(wordFiles))
		for (const locale of cmsLocales) {
			const file = join(entry.folder, locale, `${entry.name}.yml`)
			hash.update(file).update(await readFile(join(contentDirectory(), file)))
		}
	return hash.digest('hex').slice(0, 16)
}

/**
 * Builds /admin into the client output: Decap CMS and its previews
 * (vite.admin.config.ts), reused from node_modules/.cache/admin when no code
 * changed, and config.yml, generated from the content schemas for this
 * build's settings. Returns /admin's Content-Security-Policy and warnings.
 */
export async function buildAdmin(clientDir: string): Promise<{ policy: string; warnings: string[]; cached: boolean }> {
	const outDir = join(clientDir, 'admin')
	const cached = join(cacheRoot(), await bundleKey())
	let reused = true
	try {
		await cp(cached, outDir, { recursive: true, errorOnExist: false, force: true })
	} catch {
		reused = false
		const staging = `${cached}.${process.pid}.partial`
		await build({
			configFile: 'vite.admin.config.ts',
			logLevel: 'warn',
			build: { outDir: staging, emptyOutDir: true },
		})
		// One bundle is kept: the previous ones go.
		for (const old of await readdir(cacheRoot()))
			if (join(cacheRoot(), old) !== staging) await rm(join(cacheRoot(), old), { recursive: true, force: true })
		await rename(staging, cached)
		await cp(cached, outDir, { recursive: true })
	}
	const settings = cmsSettings()
	// The editor in each of its languages (app/admin/main.tsx loads the staffer's).
	for (const language of editorLocales)
		await writeFile(
			join(outDir, language === 'en' ? 'config.yml' : `config.${language}.yml`),
			decapConfigYaml(settings, undefined, editorWordsFor(language)),
		)
	const warnings =
		settings.backend !== 'proxy' && settings.repo === unsetRepo
			? [
					'CMS_REPO is not set: /admin cannot sign in and publish until the site is built with it (docs/editing-the-site.md, “For the developer”).',
				]
			: []
	return { policy: adminContentSecurityPolicy(cmsBackendOrigins(settings)), warnings, cached: reused }
}
