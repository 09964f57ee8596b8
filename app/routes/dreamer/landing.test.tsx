import { render, screen } from '@testing-library/react'
import { Outlet, createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { getContent } from '#app/content/index.server.ts'
import DreamerLandingRoute from './landing.tsx'

const content = getContent('en')
const rootData = { locale: 'en' as const, layout: content.layout }
const pageData = { locale: 'en' as const, page: content.pages['/dreamer'] }

function renderLanding() {
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/',
			Component: Outlet,
			loader: () => rootData,
			children: [{ id: 'dreamer', path: 'dreamer', Component: DreamerLandingRoute, loader: () => pageData }],
		},
	])
	render(<Stub initialEntries={['/dreamer']} hydrationData={{ loaderData: { root: rootData, dreamer: pageData } }} />)
}

describe('The Dreamer landing', () => {
	it('has one h1 and the sections a link can open at (/dreamer#past-events)', () => {
		renderLanding()
		expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
		for (const id of ['mission', 'critical-actions', 'past-events']) {
			expect(document.getElementById(id)?.tagName).toBe('SECTION')
		}
	})
})
