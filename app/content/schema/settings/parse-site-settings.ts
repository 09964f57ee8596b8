import { parse as parseYaml } from 'yaml'
import { siteSettings, type SiteSettings } from './site.ts'

/** The settings file, from the project's folder (its registry entry: app/content/collections.ts). */
export const SITE_SETTINGS_FILE = 'content/settings/site.yml'

/** Parses and checks a settings file's text (tests, and the CMS's browser test; no virtual module, so plain Node may import it); throws an error naming the file and each bad field. */
export function parseSiteSettings(source: string, file = SITE_SETTINGS_FILE): SiteSettings {
	const result = siteSettings.safeParse(parseYaml(source) ?? {})
	if (result.success) return result.data
	const problems = result.error.issues.map(
		(issue) => `  ${file} › ${issue.path.join('.') || '(file)'}: ${issue.message}`,
	)
	throw new Error(`The site settings have ${problems.length} problem(s):\n${problems.join('\n')}`)
}
