import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { locales, localizePath } from '../../app/i18n/locales.ts'
import { listPagePath, pageCount, postPath } from '../../app/news/listing.ts'

/**
 * The pages (and files) the build prerenders for records, in every language:
 * each news post, the news list's later pages, each event and its calendar
 * file. Read from the file names (the records' ids) only, so it is quick
 * and cannot fail on a bad file: the content loader reports those.
 */
export function recordPaths(contentDir: string): string[] {
	const posts = names(join(contentDir, 'news', 'en'), '.md')
	const english = [
		...posts.map(postPath),
		...Array.from({ length: pageCount(posts.length) - 1 }, (_, index) => listPagePath(index + 2)),
	]
	return locales.flatMap((locale) => english.map((path) => localizePath(path, locale)))
}

function names(folder: string, extension: string): string[] {
	try {
		return readdirSync(folder)
			.filter((name) => name.endsWith(extension))
			.map((name) => name.slice(0, -extension.length))
			.sort()
	} catch {
		return []
	}
}
