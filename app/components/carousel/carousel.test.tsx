import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Carousel, type CarouselItem } from './carousel.tsx'
import type { CarouselWords } from './carousel-words.ts'

// Test fixtures: the words and items a page would pass in.
const words: CarouselWords = {
	carousel: 'carousel',
	slide: 'slide',
	position: '{n} of {total}',
	previous: 'Previous',
	next: 'Next',
	pause: 'Pause',
	play: 'Play',
	show: 'Show {title}',
	status: '{position}: {title}',
}
const items: CarouselItem[] = ['Alpha', 'Beta', 'Gamma'].map((title) => ({
	key: title,
	title,
	content: <a href={`/${title.toLowerCase()}`}>{title}</a>,
}))

/** Stands in for window.matchMedia (jsdom has none); `reduce` answers the reduced-motion query. */
function mockReducedMotion(reduce: boolean) {
	vi.stubGlobal(
		'matchMedia',
		vi.fn<(query: string) => Partial<MediaQueryList>>((query: string) => ({
			matches: reduce && query.includes('prefers-reduced-motion: reduce'),
			media: query,
			addEventListener: vi.fn<() => void>(),
			removeEventListener: vi.fn<() => void>(),
		})),
	)
}

function renderCarousel(startIndex = 0) {
	render(
		<>
			<h2 id="heading">News</h2>
			<Carousel id="test" labelledBy="heading" items={items} startIndex={startIndex} words={words} />
			<button type="button">Outside</button>
		</>,
	)
	return screen.getByRole('group', { name: 'News' })
}

/** The index of the slide in the centre, read from the slides' stable data attribute. */
function currentIndex() {
	const slides = screen.getAllByRole('group', { name: /^\d of 3$/ })
	return slides.findIndex((slide) => slide.dataset.position === 'current')
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
	// shouldAdvanceTime: Testing Library waits on a zero-delay timer between user events, which
	// frozen fake timers never fire. Real milliseconds are nothing next to a 10-second interval.
	vi.useFakeTimers({ shouldAdvanceTime: true })
	mockReducedMotion(false)
})

afterEach(() => {
	vi.useRealTimers()
	vi.unstubAllGlobals()
})

describe('Carousel', () => {
	it('is a labelled carousel whose slides are labelled with their position', () => {
		const carousel = renderCarousel()
		expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
		const slides = within(carousel).getAllByRole('group')
		expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3'])
		for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide')
	})

	it('starts at the item it is given, with its neighbours either side', () => {
		renderCarousel(1)
		expect(currentIndex()).toBe(1)
		const slides = screen.getAllByRole('group', { name: /of 3$/ })
		expect(slides.map((slide) => slide.dataset.position)).toEqual(['previous', 'current', 'next'])
		expect(screen.getByRole('button', { name: 'Show Beta' })).toHaveAttribute('aria-current', 'true')
	})

	it('advances one item every 10 seconds and wraps round', () => {
		renderCarousel(0)
		advance(9_999)
		expect(currentIndex()).toBe(0)
		advance(1)
		expect(currentIndex()).toBe(1)
		advance(10_000)
		expect(currentIndex()).toBe(2)
		advance(10_000)
		expect(currentIndex()).toBe(0)
	})

	it('selects an item with its dot, and names each dot and its state', async () => {
		const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
		renderCarousel(0)
		const dots = ['Show Alpha', 'Show Beta', 'Show Gamma'].map((name) => screen.getByRole('button', { name }))
		await user.click(dots[2]!)
		expect(currentIndex()).toBe(2)
		expect(dots[2]).toHaveAttribute('aria-current', 'true')
		expect(dots[0]).not.toHaveAttribute('aria-current')
	})

	it('moves with the previous and next buttons, wrapping round', async () => {
		const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
		renderCarousel(0)
		await user.click(screen.getByRole('button', { name: 'Previous' }))
		expect(currentIndex()).toBe(2)
		await user.click(screen.getByRole('button', { name: 'Next' }))
		await user.click(screen.getByRole('button', { name: 'Next' }))
		expect(currentIndex()).toBe(1)
		expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-controls', 'test-slides')
	})

	it('says which item is showing once one has moved, inside the slides’ live region', async () => {
		const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
		renderCarousel(0)
		const slides = document.getElementById('test-slides')!
		expect(within(slides).queryByText('1 of 3: Alpha')).toBeNull()
		await user.click(screen.getByRole('button', { name: 'Next' }))
		expect(within(slides).getByText('2 of 3: Beta')).toBeInTheDocument()
	})

	it('pauses and plays with its rotation control', async () => {
		const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
		const carousel = renderCarousel(0)
		await user.click(screen.getByRole('button', { name: 'Pause' }))
		await user.unhover(carousel)
		advance(30_000)
		expect(currentIndex()).toBe(0)
		expect(document.getElementById('test-slides')).toHaveAttribute('aria-live', 'polite')

		await user.click(screen.getByRole('button', { name: 'Play' }))
		await user.unhover(carousel)
		expect(document.getElementById('test-slides')).toHaveAttribute('aria-live', 'off')
		advance(10_000)
		expect(currentIndex()).toBe(1)
		expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
	})

	it('stops while the pointer is over it', async () => {
		const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
		const carousel = renderCarousel(0)
		await user.hover(within(carousel).getByRole('link', { name: 'Beta' }))
		advance(30_000)
		expect(currentIndex()).toBe(0)
		await user.unhover(carousel)
		advance(10_000)
		expect(currentIndex()).toBe(1)
	})

	it('stops while keyboard focus is inside it, until the reader presses Play', async () => {
		const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
		renderCarousel(0)
		await user.tab()
		expect(screen.getByRole('button', { name: 'Pause' })).toHaveFocus()
		advance(30_000)
		expect(currentIndex()).toBe(0)
		expect(document.getElementById('test-slides')).toHaveAttribute('aria-live', 'polite')

		// Focus leaves: rotation resumes.
		act(() => screen.getByRole('button', { name: 'Outside' }).focus())
		advance(10_000)
		expect(currentIndex()).toBe(1)

		// Back in by keyboard it stops again; Pause then Play restarts it with focus still inside.
		act(() => screen.getByRole('button', { name: 'Pause' }).focus())
		advance(30_000)
		expect(currentIndex()).toBe(1)
		await user.keyboard('{Enter}')
		await user.keyboard('{Enter}')
		advance(10_000)
		expect(currentIndex()).toBe(2)
	})

	it('brings a side item to the centre when it receives keyboard focus', () => {
		renderCarousel(0)
		act(() => screen.getByRole('link', { name: 'Gamma' }).focus())
		expect(currentIndex()).toBe(2)
	})

	it('leaves a side item where it is when it is clicked, so the click lands on it', async () => {
		const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
		renderCarousel(0)
		const link = screen.getByRole('link', { name: 'Gamma' })
		link.addEventListener('click', (event) => event.preventDefault())
		await user.click(link)
		expect(currentIndex()).toBe(0)
	})

	it('does not treat focus from a click as keyboard focus: it rotates again once the pointer leaves', async () => {
		const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) })
		const carousel = renderCarousel(0)
		await user.click(screen.getByRole('button', { name: 'Next' }))
		await user.unhover(carousel)
		expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus()
		advance(10_000)
		expect(currentIndex()).toBe(2)
	})

	it('starts paused when the reader prefers reduced motion', () => {
		mockReducedMotion(true)
		renderCarousel(0)
		expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument()
		expect(document.getElementById('test-slides')).toHaveAttribute('aria-live', 'polite')
		advance(60_000)
		expect(currentIndex()).toBe(0)
	})

	it('moves with a sideways swipe and ignores a vertical one', () => {
		renderCarousel(0)
		const stage = document.getElementById('test-slides')!
		const swipe = (from: [number, number], to: [number, number]) => {
			fireEvent.touchStart(stage, { touches: [{ clientX: from[0], clientY: from[1] }] })
			fireEvent.touchEnd(stage, { changedTouches: [{ clientX: to[0], clientY: to[1] }] })
		}
		swipe([200, 100], [100, 110])
		expect(currentIndex()).toBe(1)
		swipe([100, 100], [220, 90])
		expect(currentIndex()).toBe(0)
		swipe([200, 100], [150, 300])
		expect(currentIndex()).toBe(0)
	})

	it('prerenders every item as a plain row, with its controls kept out of sight', () => {
		const html = renderToString(<Carousel id="ssr" labelledBy="h" items={items} startIndex={1} words={words} />)
		const container = document.createElement('div')
		container.innerHTML = html
		expect(container.querySelectorAll('[data-position]')).toHaveLength(0)
		expect(container.querySelector('[data-enhanced]')).toBeNull()
		expect([...container.querySelectorAll('a')].map((link) => link.textContent)).toEqual(['Alpha', 'Beta', 'Gamma'])
	})
})
