/**
 * The content check a save passes before anything is written (issue 23):
 * loads a staged copy of the content folder exactly as the build does
 * (schemas, both languages, links between pages, photos) and prints its
 * problems as JSON: `{"problems": [{file, field, message}]}` (none: `[]`).
 * Run by the server in a process of its own (server/content-api/content-check.ts),
 * because the loader needs the build toolchain (the Chinese converter).
 *
 *   node scripts/content/check-content.ts <content folder> [en|zh-hans|zh-hant]
 */
import { isLocale } from '#app/i18n/locales.ts'
import { ContentError, loadSiteContent } from './load-site-content.ts'

const [contentDir, locale = 'en'] = process.argv.slice(2)
if (!contentDir) {
	console.error('Usage: node scripts/content/check-content.ts <content folder> [locale]')
	process.exit(2)
}
try {
	loadSiteContent(contentDir, undefined, { messageLocale: isLocale(locale) ? locale : 'en' })
	process.stdout.write(JSON.stringify({ problems: [] }))
} catch (error) {
	if (!(error instanceof ContentError)) throw error
	process.stdout.write(JSON.stringify({ problems: error.problems }))
}
