import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getContent, getRecords } from '#app/content/index.server.ts'
import { projectDetailFields, projectPath } from '#app/content/schema/records/project.ts'
import { locales } from '#app/i18n/locales.ts'
import { ProjectDetailsPanel } from './project-details-panel.tsx'
import { projectDetailRows } from './project-details.ts'
import { renderInSite } from '#tests/support/render-in-site.tsx'

/** Each write-up's details panel shows exactly the labelled facts its record holds, in every language. */
describe.each(locales)('ProjectDetailsPanel (%s)', (locale) => {
	const words = getContent(locale).pages['/perpetuator'].projectWords

	it.each(getRecords(locale).projects.map((project) => [project.id, project] as const))('%s', async (_id, project) => {
		renderInSite(<ProjectDetailsPanel project={project} words={words} />, { locale, path: projectPath(project) })
		const panel = await screen.findByRole('region', { name: words.writeUp.detailsHeading })
		const expected = projectDetailRows(project, words, locale)
		const terms = within(panel).getAllByRole('term')
		const definitions = within(panel).getAllByRole('definition')
		expect(terms.map((term) => term.textContent)).toEqual(expected.map((row) => row.label))
		expect(definitions.map((definition) => definition.textContent)).toEqual(expected.map((row) => row.value))
		// The record's own fields, and no others.
		const fields = ['title', ...projectDetailFields.filter((field) => project[field] !== undefined)]
		expect(expected.map((row) => row.field).sort()).toEqual(fields.sort())
		// Dates are machine-readable too.
		for (const row of expected.filter((r) => r.dateTime)) {
			expect(within(panel).getByText(row.value).closest('time')).toHaveAttribute('datetime', row.dateTime)
		}
	})
})
