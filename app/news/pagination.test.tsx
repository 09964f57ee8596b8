import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInSite } from '#tests/support/render-in-site.tsx'
import { listPagePath } from './listing.ts'
import { Pagination } from './pagination.tsx'

const words = { label: 'Pages of news', newer: 'Newer news', older: 'Older news', page: 'Page {n}' }

describe('Pagination', () => {
	it('is a navigation landmark with the current page marked, and newer and older links', async () => {
		renderInSite(<Pagination current={2} count={3} pathOf={listPagePath} words={words} />, {
			locale: 'zh-hans',
			path: '/news/page/2',
		})
		const nav = await screen.findByRole('navigation', { name: 'Pages of news' })
		const current = within(nav).getByRole('link', { name: 'Page 2' })
		expect(current).toHaveAttribute('aria-current', 'page')
		expect(current).toHaveAttribute('href', '/zh-hans/news/page/2')
		expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/zh-hans/news')
		expect(within(nav).getByRole('link', { name: 'Page 1' })).not.toHaveAttribute('aria-current')
		expect(within(nav).getByRole('link', { name: /Newer news/ })).toHaveAttribute('rel', 'prev')
		expect(within(nav).getByRole('link', { name: /Older news/ })).toHaveAttribute('href', '/zh-hans/news/page/3')
	})

	it('offers no newer link on the first page and no older link on the last', async () => {
		renderInSite(<Pagination current={1} count={2} pathOf={listPagePath} words={words} />, { path: '/news' })
		const nav = await screen.findByRole('navigation')
		expect(within(nav).queryByRole('link', { name: /Newer/ })).toBeNull()
		expect(within(nav).getByRole('link', { name: /Older/ })).toHaveAttribute('href', '/news/page/2')
	})

	it('renders nothing when the list fits on one page', async () => {
		renderInSite(
			<>
				<p>list</p>
				<Pagination current={1} count={1} pathOf={listPagePath} words={words} />
			</>,
			{ path: '/news' },
		)
		await screen.findByText('list')
		expect(screen.queryByRole('navigation')).toBeNull()
	})
})
