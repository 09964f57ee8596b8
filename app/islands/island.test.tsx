import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CardCarouselProps } from '#app/components/carousel/card-carousel.tsx'
import content from 'virtual:site-content'
import type { HomePageContent } from '#app/content/schema/pages/home.ts'
import { hydrateIslands } from './hydrate.tsx'
import { Island } from './island.tsx'
import { islands } from './registry.ts'

// Test fixtures: a carousel's props as a page would give them.
const image = { id: 'news-hello' as const, alt: '', src: '/news-hello.svg', width: 800, height: 600 }
const carousel: CardCarouselProps = {
	id: 'test',
	labelledBy: 'heading',
	startIndex: 1,
	words: (content.en.pages['/'] as HomePageContent).carousel,
	cards: ['Alpha', 'Beta', 'Gamma'].map((title) => ({
		key: title,
		href: `/zh-hans/${title.toLowerCase()}`,
		title,
		text: `${title} </script><!-- text`,
		image,
	})),
}

/** An island that renders on the server and throws in the browser. */
function Broken({ fail }: { fail: boolean }) {
	if (fail) throw new Error('broken in the browser')
	return <p>Readable without script</p>
}

/** The page as the server writes it: the island, its props and its script, inside a body. */
function prerender(...elements: React.ReactElement[]) {
	document.body.innerHTML = `<h2 id="heading">News</h2>${elements.map((element) => renderToString(element)).join('')}`
}

beforeEach(() => {
	vi.stubGlobal(
		'matchMedia',
		vi.fn<(query: string) => Partial<MediaQueryList>>(() => ({
			matches: false,
			addEventListener: vi.fn<() => void>(),
			removeEventListener: vi.fn<() => void>(),
		})),
	)
})

afterEach(() => {
	vi.unstubAllGlobals()
	document.body.innerHTML = ''
})

describe('<Island>', () => {
	it('writes the component’s HTML in its root, which names the islands’ script, and its props as a JSON block after it', () => {
		prerender(<Island name="card-carousel" props={carousel} />)
		const root = document.querySelector<HTMLElement>('[data-island]')!
		expect(root.dataset.island).toBe('card-carousel')
		// Rendered as a root of its own, exactly what the browser hydrates.
		const CardCarousel = islands['card-carousel']
		const ownRoot = document.createElement('div')
		ownRoot.innerHTML = renderToString(<CardCarousel {...carousel} />)
		expect(root.innerHTML).toBe(ownRoot.innerHTML)
		const block = root.nextElementSibling as HTMLScriptElement
		expect(block.type).toBe('application/json')
		expect(block.hasAttribute('data-island-props')).toBe(true)
		// No value can close the script element early.
		expect(block.textContent).not.toContain('</script>')
		expect(JSON.parse(block.textContent!)).toEqual(carousel)
		expect(root.dataset.islandScript).toMatch(/islands/)
	})
})

describe('hydrateIslands', () => {
	it('hydrates each island with its props: the carousel comes alive where the server left it', async () => {
		prerender(<Island name="card-carousel" props={carousel} />)
		const serverCard = screen.getByRole('link', { name: 'Beta' })
		await act(() => hydrateIslands(islands, { hydrate: hydrateRoot }))
		const group = await screen.findByRole('group', { name: 'News' })
		await waitFor(() => expect(group).toHaveAttribute('data-enhanced'))
		// Hydrated, not replaced: the server's nodes are the ones React now drives.
		expect(screen.getByRole('link', { name: 'Beta' })).toBe(serverCard)
		const slide = (title: string) => within(group).getByRole('link', { name: title }).closest('[data-position]')
		expect(slide('Beta')).toHaveAttribute('data-position', 'current')
		act(() => fireEvent.click(within(group).getByRole('button', { name: carousel.words.next })))
		expect(slide('Gamma')).toHaveAttribute('data-position', 'current')
	})

	it('reports an island it does not know and still hydrates the others', async () => {
		const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
		prerender(<Island name="card-carousel" props={carousel} />)
		document.body.insertAdjacentHTML(
			'afterbegin',
			'<div data-island="no-such-island"><p>Prerendered</p></div><script type="application/json" data-island-props="">{}</script>',
		)
		await act(() => hydrateIslands(islands, { hydrate: hydrateRoot }))
		await waitFor(() => expect(screen.getByRole('group', { name: 'News' })).toHaveAttribute('data-enhanced'))
		expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(/no-such-island/) }))
		expect(screen.getByText('Prerendered')).toBeInTheDocument()
	})

	it('leaves an island that fails as the server rendered it', async () => {
		// As in a browser: React reports the error to the island's handler, not to a test's act().
		vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', false)
		const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
		document.body.innerHTML =
			'<div data-island="broken"><p>Readable without script</p></div><script type="application/json" data-island-props="">{"fail":true}</script>'
		await hydrateIslands({ broken: Broken }, { hydrate: hydrateRoot })
		await waitFor(() =>
			expect(error).toHaveBeenCalledWith(expect.stringMatching(/"broken": failed/), expect.any(Error)),
		)
		// Once React has let go of it, the island's prerendered HTML is back in place.
		await new Promise((done) => setTimeout(done, 20))
		expect(screen.getByText('Readable without script')).toBeInTheDocument()
		expect(document.querySelector('[data-island="broken"]')!.innerHTML).toBe('<p>Readable without script</p>')
	})
})
