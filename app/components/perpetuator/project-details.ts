import type { ProjectWords } from '#app/content/schema/pages/perpetuator.ts'
import { projectDetailFields, type Project } from '#app/content/schema/records/project.ts'
import { localeConfig, type Locale } from '#app/i18n/locales.ts'
import { formatDate } from '#app/lib/format/format-date.ts'

export type DetailRow = {
	field: 'title' | (typeof projectDetailFields)[number]
	label: string
	value: string
	/** Machine-readable date (YYYY-MM-DD), for <time>. */
	dateTime?: string
}

/**
 * The rows of a project's details panel: its title, then exactly the fields
 * its record holds, in the specification's order, in the reader's language.
 */
export function projectDetailRows(project: Project, words: ProjectWords, locale: Locale): DetailRow[] {
	const { labels, values } = words
	const rows: DetailRow[] = [{ field: 'title', label: labels.title, value: project.title }]
	const list = new Intl.ListFormat(localeConfig[locale].hrefLang, { type: 'conjunction' })
	for (const field of projectDetailFields) {
		const label = labels[field]
		switch (field) {
			case 'department':
				if (project.department) rows.push({ field, label, value: values.department[project.department] })
				break
			case 'languages':
				if (project.languages?.length)
					rows.push({ field, label, value: list.format(project.languages.map((l) => values.languages[l])) })
				break
			case 'status':
				if (project.status) rows.push({ field, label, value: values.status[project.status] })
				break
			case 'format':
				if (project.format) rows.push({ field, label, value: values.format[project.format] })
				break
			case 'startDate':
			case 'estimatedCompletion': {
				const date = project[field]
				if (date) rows.push({ field, label, value: formatDate(date, locale), dateTime: date })
				break
			}
			case 'author':
			case 'dataAnalysis':
			case 'review': {
				const people = project[field]
				if (people?.length) rows.push({ field, label, value: list.format(people) })
				break
			}
		}
	}
	return rows
}

/** The short facts a project card shows: status, start and completion dates, format. */
export function projectCardFacts(project: Project, words: ProjectWords, locale: Locale): string[] {
	const facts: string[] = []
	if (project.status) facts.push(words.values.status[project.status])
	if (project.startDate) facts.push(words.card.started.replace('{date}', formatDate(project.startDate, locale)))
	if (project.estimatedCompletion)
		facts.push(words.card.estimatedCompletion.replace('{date}', formatDate(project.estimatedCompletion, locale)))
	if (project.format) facts.push(words.values.format[project.format])
	return facts
}
