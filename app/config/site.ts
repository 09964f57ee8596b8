import settings from 'virtual:site-content/settings'
import type { SiteSettings } from '#app/content/schema/settings/site.ts'

export { parseSiteSettings, SITE_SETTINGS_FILE } from '#app/content/schema/settings/parse-site-settings.ts'

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
export const site: SiteSettings = settings
