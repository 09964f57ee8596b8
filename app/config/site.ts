import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { siteSettings, type SiteSettings } from '#app/content/schema/settings/site.ts'
import { contentFileCandidates } from './content-file.ts'

/**
 * Site configuration: the facts about the foundation that every page shares,
 * read from content/settings/site.yml (edited by staff in the CMS) and checked
 * against its schema (app/content/schema/settings/site.ts).
 *
 * Read synchronously with the `yaml` package when this module loads, rather
 * than through `virtual:site-content`, because modules that run in plain Node
 * outside Vite import it too (server/, the newsletter sender, scripts/, the
 * Playwright tests). The content loader checks the same file with the same
 * schema at build (app/content/collections.ts, `settingsFiles`).
 *
 * ⚠️ EXAMPLE VALUES: every setting marked `example: true` is a placeholder;
 * `npm run build` prints a warning for each one until it is replaced.
 */
export const SITE_SETTINGS_FILE = 'content/settings/site.yml'

export const site: SiteSettings = readSiteSettings()

/** The names of every setting still holding an example value. */
export function exampleSettings(): string[] {
	return Object.entries(site)
		.filter(([, setting]) => setting?.example)
		.map(([key]) => key)
}

/** Parses and checks the settings file's text; throws an error naming the file and each bad field. */
export function parseSiteSettings(source: string, file = SITE_SETTINGS_FILE): SiteSettings {
	const result = siteSettings.safeParse(parseYaml(source) ?? {})
	if (result.success) return result.data
	const problems = result.error.issues.map(
		(issue) => `  ${file} › ${issue.path.join('.') || '(file)'}: ${issue.message}`,
	)
	throw new Error(`The site settings have ${problems.length} problem(s):\n${problems.join('\n')}`)
}

function readSiteSettings(): SiteSettings {
	for (const path of contentFileCandidates(SITE_SETTINGS_FILE, import.meta.url)) {
		let source: string
		try {
			source = readFileSync(path, 'utf8')
		} catch {
			continue
		}
		return parseSiteSettings(source, relative(process.cwd(), path) || SITE_SETTINGS_FILE)
	}
	throw new Error(`The site settings file ${SITE_SETTINGS_FILE} is missing`)
}
