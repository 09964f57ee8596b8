import type { Locale } from '#app/i18n/locales.ts'
import { pageFiles, pagesFolder, translatedFile, type PageFilePath } from './collections.ts'
import { getContent, getRecords } from './index.server.ts'
import { referencesFor } from './references.server.ts'
import { perpetuatorArea, perpetuatorWriteUp } from './schema/pages/perpetuator.ts'
import { projectPath, type ProjectArea } from './schema/records/project.ts'

/**
 * What The Perpetuator's pages read: their content file, the projects
 * (content/projects) and the references they list. A mistake in the content
 * stops the build with the file and field to correct.
 */

type AreaPath = {
	[P in PageFilePath]: (typeof pageFiles)[P]['schema'] extends typeof perpetuatorArea ? P : never
}[PageFilePath]
type WriteUpPath = {
	[P in PageFilePath]: (typeof pageFiles)[P]['schema'] extends typeof perpetuatorWriteUp ? P : never
}[PageFilePath]

const isAreaPath = (path: string): path is AreaPath =>
	path in pageFiles && pageFiles[path as PageFilePath].schema === perpetuatorArea
const isWriteUpPath = (path: string): path is WriteUpPath =>
	path in pageFiles && pageFiles[path as PageFilePath].schema === perpetuatorWriteUp

const fileOf = (path: PageFilePath) => `content/${translatedFile(pagesFolder, 'en', pageFiles[path].name, 'md')}`

/** The words every project card and write-up shares. */
export const projectWords = (locale: Locale) => getContent(locale).pages['/perpetuator'].projectWords

/** The landing's further reading: each publication's reference record, with the page's note on it. */
export function perpetuatorReadings(locale: Locale) {
	const references = getRecords(locale).references
	return getContent(locale).pages['/perpetuator'].reading.items.map((item, index) => {
		const reference = references.find((record) => record.id === item.reference)
		if (!reference)
			throw new Error(
				`${fileOf('/perpetuator')} › reading.items[${index}].reference: "${item.reference}" is not a reference in content/references`,
			)
		return { reference, note: item.note }
	})
}

/** An area page: its words, its projects (the featured ones apart) and its references. */
export function perpetuatorAreaPage(path: string, locale: Locale) {
	if (!isAreaPath(path)) throw new Error(`No Perpetuator area at ${path}`)
	const page = getContent(locale).pages[path]
	const area = path.split('/')[2] as ProjectArea
	const projects = getRecords(locale).projects.filter((project) => project.area === area)
	const others = projects.filter((project) => !project.featured)
	if (others.length > 0 && !page.projectsHeading)
		throw new Error(
			`${fileOf(path)} › projectsHeading: is missing, and the area has projects shown as cards (${others.map((project) => project.id).join(', ')})`,
		)
	return {
		path,
		page,
		featured: projects.filter((project) => project.featured),
		others,
		references: referencesFor(page.references, locale),
	}
}

/** A project's write-up: its page, its project record and its references. */
export function perpetuatorWriteUpPage(path: string, locale: Locale) {
	if (!isWriteUpPath(path)) throw new Error(`No Perpetuator project write-up at ${path}`)
	const project = getRecords(locale).projects.find((record) => projectPath(record) === path)
	if (!project)
		throw new Error(
			`${fileOf(path)}: no project in content/projects leads here (its file name must be "${path.split('/').at(-1)}" and its area "${path.split('/')[2]}")`,
		)
	const page = getContent(locale).pages[path]
	return { path, page, project, references: referencesFor(page.references, locale) }
}
