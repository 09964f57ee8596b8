import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { recordCollections, recordExtension, translatedFile } from '#app/content/collections.ts'
import { partnerPath } from '#app/content/schema/records/partner.ts'
import { eventCalendarPath } from '#app/events/event-paths.ts'
import { locales, localizePath } from '#app/i18n/locales.ts'
import { listPagePath, pageCount, postPath } from '#app/news/listing.ts'
import { readContentFile } from './read-content-file.ts'

/**
 * The pages (and files) the build prerenders for records, in every language:
 * each partner, each news post, the news list's later pages, each event and its calendar
 * file (events with a date). Read from the file names and the events' front
 * matter only, so it is quick; the content loader checks the files.
 */
export function recordPaths(contentDir: string): string[] {
	const { news, events: eventFiles, partners } = recordCollections
	const posts = names(join(contentDir, news.folder, 'en'), `.${recordExtension(news)}`)
	const events = names(join(contentDir, eventFiles.folder, 'en'), `.${recordExtension(eventFiles)}`).map((id) => {
		const fields = frontMatter(
			join(contentDir, translatedFile(eventFiles.folder, 'en', id, recordExtension(eventFiles))),
		)
		return { id, page: fields.page, start: fields.start, registrations: fields.registrations }
	})
	const english = [
		...names(join(contentDir, partners.folder, 'en'), `.${recordExtension(partners)}`).map(partnerPath),
		...posts.map(postPath),
		...Array.from({ length: pageCount(posts.length) - 1 }, (_, index) => listPagePath(index + 2)),
		// Events with a page of their own (/voyager/detail) have no /events/<slug> page.
		// Events taking registrations on the site are rendered per request: their places change (docs/decisions/058).
		...events.filter((event) => !event.page && !event.registrations).map((event) => `/events/${event.id}`),
		...events.filter((event) => !event.page && event.start).map((event) => eventCalendarPath(event.id)),
	]
	return locales.flatMap((locale) => english.map((path) => localizePath(path, locale)))
}

/** A file's fields, or none when it cannot be read (the content loader then stops the build, naming it). */
function frontMatter(file: string): Record<string, unknown> {
	try {
		return readContentFile(file) ?? {}
	} catch {
		return {}
	}
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
