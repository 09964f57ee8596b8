import settings from 'virtual:site-content/settings'
import { parse as parseYaml } from 'yaml'
import { settingsFiles } from '#app/content/collections.ts'
import { siteSettings, type SiteSettings } from '#app/content/schema/settings/site.ts'

/**
 * Site configuration: the facts about the foundation that every page shares,
 * from content/settings/site.yml (edited by staff in the CMS), checked
 * against its schema (app/content/schema/settings/site.ts) by the content
 * loader and handed over by the build (`virtual:site-content/settings`), so
 * the server, its worker threads and the pages read the same settings, and
 * nothing reads the file at run time (docs/decisions/042).
 *
 * ⚠️ EXAMPLE VALUES: every setting marked `example: true` is a placeholder;
 * `npm run build` prints a warning for each one until it is replaced.
 */
export const SITE_SETTINGS_FILE = `content/${settingsFiles.site.file}`

export const site: SiteSettings = settings

/** Parses and checks a settings file's text (tests, and the CMS's browser test); throws an error naming the file and each bad field. */
export function parseSiteSettings(source: string, file = SITE_SETTINGS_FILE): SiteSettings {
	const result = siteSettings.safeParse(parseYaml(source) ?? {})
	if (result.success) return result.data
	const problems = result.error.issues.map(
		(issue) => `  ${file} › ${issue.path.join('.') || '(file)'}: ${issue.message}`,
	)
	throw new Error(`The site settings have ${problems.length} problem(s):\n${problems.join('\n')}`)
}
