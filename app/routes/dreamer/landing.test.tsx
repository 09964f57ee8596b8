import { act, render, screen } from '@testing-library/react'
import { Outlet, createRoutesStub, useLocation, type InitialEntry } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi, type Mock, type MockInstance } from 'vitest'
import { getContent } from '~/content/index.server.ts'
import { SECTION_SCROLL_DELAY_MS } from '~/lib/use-scroll-to-section.ts'
import DreamerLandingRoute from './landing.tsx'

const content = getContent('en')
const rootData = { locale: 'en' as const, layout: content.layout }
const pageData = { locale: 'en' as const, page: content.pages['/dreamer'] }

/** The root layout's stand-in: shows the current history state, then the page. */
function StateProbe() {
	const { state } = useLocation()
	return (
		<>
			<output>{JSON.stringify(state)}</output>
			<Outlet />
		</>
	)
}

/** The Dreamer's landing as it is reached by client-side navigation to `entry`. */
function renderLanding(entry: InitialEntry) {
	const Stub = createRoutesStub([
		{
			id: 'root',
			path: '/',
			Component: StateProbe,
			loader: () => rootData,
			children: [{ id: 'dreamer', path: 'dreamer', Component: DreamerLandingRoute, loader: () => pageData }],
		},
	])
	// Data is given up front, so the first render is synchronous and the timers are all ours.
	render(<Stub initialEntries={[entry]} hydrationData={{ loaderData: { root: rootData, dreamer: pageData } }} />)
}

function prefersReducedMotion(matches: boolean) {
	window.matchMedia = vi.fn<typeof window.matchMedia>(() => ({ matches }) as MediaQueryList)
}

describe('The Dreamer landing: scroll-to-section request', () => {
	let scrollIntoView: Mock<Element['scrollIntoView']>
	let scrollTo: MockInstance<typeof window.scrollTo>

	beforeEach(() => {
		vi.useFakeTimers()
		scrollIntoView = vi.fn<Element['scrollIntoView']>()
		scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
		Element.prototype.scrollIntoView = scrollIntoView
		prefersReducedMotion(false)
	})

	afterEach(() => {
		vi.useRealTimers()
	})

	it('scrolls to the section named in navigation state after 100 ms, then clears the state', async () => {
		renderLanding({ pathname: '/dreamer', state: { scrollTo: 'past-events' } })
		const section = document.getElementById('past-events')
		expect(section).toBeInstanceOf(HTMLElement)
		expect(screen.getByRole('status')).toHaveTextContent('{"scrollTo":"past-events"}')

		await act(() => vi.advanceTimersByTimeAsync(SECTION_SCROLL_DELAY_MS - 1))
		expect(scrollIntoView).not.toHaveBeenCalled()

		await act(() => vi.advanceTimersByTimeAsync(1))
		expect(scrollIntoView).toHaveBeenCalledTimes(1)
		expect(scrollIntoView.mock.contexts[0]).toBe(section)
		expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
		// Keyboard and screen-reader users land there too.
		expect(document.activeElement).toBe(section)

		await act(() => vi.runAllTimersAsync())
		expect(screen.getByRole('status')).toHaveTextContent('null')
		// The section request wins over starting at the top.
		expect(scrollTo).not.toHaveBeenCalled()
	})

	it('scrolls without animation when the reader prefers reduced motion', async () => {
		prefersReducedMotion(true)
		renderLanding({ pathname: '/dreamer', state: { scrollTo: 'critical-actions' } })
		await act(() => vi.advanceTimersByTimeAsync(SECTION_SCROLL_DELAY_MS))
		expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('critical-actions'))
		expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
	})

	it('scrolls nowhere when no section is requested', async () => {
		renderLanding('/dreamer')
		await act(() => vi.runAllTimersAsync())
		expect(scrollIntoView).not.toHaveBeenCalled()
		expect(screen.getByRole('status')).toHaveTextContent('null')
	})

	it('ignores a request for a section the page does not have, and still clears it', async () => {
		renderLanding({ pathname: '/dreamer', state: { scrollTo: 'no-such-section' } })
		await act(() => vi.runAllTimersAsync())
		expect(scrollIntoView).not.toHaveBeenCalled()
		expect(screen.getByRole('status')).toHaveTextContent('null')
	})

	it('has one h1 and the sections a request can name', () => {
		renderLanding('/dreamer')
		expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
		for (const id of ['mission', 'critical-actions', 'past-events']) {
			expect(document.getElementById(id)?.tagName).toBe('SECTION')
		}
	})
})
