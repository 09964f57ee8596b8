import { render, screen, within } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import siteContent from 'virtual:site-content'
import { getContent } from '#app/content/index.server.ts'
import type { PageFileContent } from '#app/content/collections.ts'
import { eventRecordFields } from '#app/content/schema/pages/enlightener.ts'
import { EventRecord } from './event-record.tsx'

const labels = (
	siteContent.en.pages['/enlightener/hellochineseevent'] as PageFileContent<'/enlightener/hellochineseevent'>
).record.labels

/** Renders inside a stub root route, as the Example badge reads the layout's words from it. */
function renderRecord(exampleFields: readonly (typeof eventRecordFields)[number][]) {
	const values = Object.fromEntries(eventRecordFields.map((field) => [field, `value of ${field}`])) as Record<
		(typeof eventRecordFields)[number],
		string
	>
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/',
			loader: () => ({ locale: 'en', layout: getContent('en').layout }),
			Component: () => <EventRecord labels={labels} values={values} exampleFields={exampleFields} />,
		},
	])
	return render(<Stub initialEntries={['/']} />)
}

describe('EventRecord', () => {
	it('lists every field as a term and its value, in order', async () => {
		renderRecord([])
		const terms = await screen.findAllByRole('term')
		expect(terms.map((term) => term.textContent)).toEqual(eventRecordFields.map((field) => labels[field]))
		const values = screen.getAllByRole('definition')
		expect(values.map((value) => value.textContent)).toEqual(eventRecordFields.map((field) => `value of ${field}`))
	})

	it('marks example values with the Example badge, and nothing else', async () => {
		renderRecord(['participants'])
		const values = await screen.findAllByRole('definition')
		const participants = values[eventRecordFields.indexOf('participants')]!
		expect(within(participants).getByText(getContent('en').layout.common.exampleBadge)).toBeInTheDocument()
		expect(screen.getAllByText(getContent('en').layout.common.exampleBadge)).toHaveLength(1)
	})
})
