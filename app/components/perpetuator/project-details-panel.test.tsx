import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getContent } from '~/content/index.server.ts'
import { projectIds, project } from '~/data/projects.ts'
import { locales } from '~/i18n/locales.ts'
import { ProjectDetailsPanel } from './project-details-panel.tsx'
import { projectDetailRows } from './project-details.ts'
import { renderInSite } from './test-router.tsx'

/** Each write-up's details panel shows exactly the labelled facts its record holds, in every language. */
describe.each(locales)('ProjectDetailsPanel (%s)', (locale) => {
	const words = getContent(locale).pages['/perpetuator'].projects

	it.each(projectIds)('%s', async (id) => {
		const record = project(id)
		renderInSite(<ProjectDetailsPanel record={record} words={words} />, { locale, path: record.path })
		const panel = await screen.findByRole('region', { name: words.writeUp.detailsHeading })
		const expected = projectDetailRows(record, words, locale)
		const terms = within(panel).getAllByRole('term')
		const definitions = within(panel).getAllByRole('definition')
		expect(terms.map((term) => term.textContent)).toEqual(expected.map((row) => row.label))
		expect(definitions.map((definition) => definition.textContent)).toEqual(expected.map((row) => row.value))
		// The record's own fields, and no others.
		const fields = ['title', ...Object.keys(record.details)]
		expect(expected.map((row) => row.field).sort()).toEqual(fields.sort())
		// Dates are machine-readable too.
		for (const row of expected.filter((r) => r.dateTime)) {
			expect(within(panel).getByText(row.value).closest('time')).toHaveAttribute('datetime', row.dateTime)
		}
	})
})
