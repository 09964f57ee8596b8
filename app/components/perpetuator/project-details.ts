import type { ProjectVocabulary } from '~/content/en/pages/perpetuator.ts'
import { projectDetailFields, type IsoDate, type ProjectRecord } from '~/data/projects.ts'
import { localeConfig, type Locale } from '~/i18n/locales.ts'
import { formatDate } from '~/lib/format-date.ts'

export type DetailRow = {
	field: 'title' | (typeof projectDetailFields)[number]
	label: string
	value: string
	/** Machine-readable date, for <time>. */
	dateTime?: IsoDate
}

/**
 * The rows of a project's details panel: its title, then exactly the fields
 * its record holds, in the specification's order, in the reader's language.
 */
export function projectDetailRows(record: ProjectRecord, words: ProjectVocabulary, locale: Locale): DetailRow[] {
	const { details } = record
	const { labels, values } = words
	const rows: DetailRow[] = [{ field: 'title', label: labels.title, value: words.titles[record.id] }]
	const list = new Intl.ListFormat(localeConfig[locale].hrefLang, { type: 'conjunction' })
	for (const field of projectDetailFields) {
		const label = labels[field]
		switch (field) {
			case 'department':
				if (details.department) rows.push({ field, label, value: values.department[details.department] })
				break
			case 'languages':
				if (details.languages?.length)
					rows.push({ field, label, value: list.format(details.languages.map((l) => values.languages[l])) })
				break
			case 'status':
				if (details.status) rows.push({ field, label, value: values.status[details.status] })
				break
			case 'format':
				if (details.format) rows.push({ field, label, value: values.format[details.format] })
				break
			case 'startDate':
			case 'estimatedCompletion': {
				const date = details[field]
				if (date) rows.push({ field, label, value: formatDate(date, locale), dateTime: date })
				break
			}
			case 'author':
			case 'dataAnalysis':
			case 'review': {
				const people = details[field]
				if (people?.length) rows.push({ field, label, value: list.format(people) })
				break
			}
		}
	}
	return rows
}

/** The short facts a project card shows: status, start and completion dates, format. */
export function projectCardFacts(record: ProjectRecord, words: ProjectVocabulary, locale: Locale): string[] {
	const { details } = record
	const facts: string[] = []
	if (details.status) facts.push(words.values.status[details.status])
	if (details.startDate) facts.push(words.card.started.replace('{date}', formatDate(details.startDate, locale)))
	if (details.estimatedCompletion)
		facts.push(words.card.estimatedCompletion.replace('{date}', formatDate(details.estimatedCompletion, locale)))
	if (details.format) facts.push(words.values.format[details.format])
	return facts
}
