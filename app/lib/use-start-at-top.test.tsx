import { render } from '@testing-library/react'
import { createRoutesStub, type InitialEntry } from 'react-router'
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'
import { useStartAtTop } from './use-start-at-top.ts'

function Page() {
	useStartAtTop()
	return <h1>Page</h1>
}

function arriveAt(entry: InitialEntry) {
	const Stub = createRoutesStub([{ id: 'page', path: '/dreamer/hello', Component: Page }])
	render(<Stub initialEntries={[entry]} />)
}

describe('useStartAtTop', () => {
	let scrollTo: MockInstance<typeof window.scrollTo>
	beforeEach(() => {
		scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
	})

	it('scrolls to the top when a page is reached by client-side navigation', async () => {
		arriveAt('/dreamer/hello')
		await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0))
	})

	it('leaves a #hash arrival to the browser', async () => {
		arriveAt('/dreamer/hello#about')
		await Promise.resolve()
		expect(scrollTo).not.toHaveBeenCalled()
	})

	it('leaves a scroll-to-section request to useScrollToSection', async () => {
		arriveAt({ pathname: '/dreamer/hello', state: { scrollTo: 'about' } })
		await Promise.resolve()
		expect(scrollTo).not.toHaveBeenCalled()
	})
})
