import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Tabs, type TabItem } from './tabs.tsx'

// Test fixtures: what a page would pass in.
const items: TabItem[] = ['Dreamer', 'Perpetuator', 'Voyager', 'Enlightener'].map((label) => ({
	id: label.toLowerCase(),
	label,
	panel: <p>{`${label} panel`}</p>,
}))

function renderTabs() {
	render(
		<>
			<h2 id="heading">Initiatives</h2>
			<Tabs idPrefix="t" labelledBy="heading" items={items} defaultId="dreamer" />
		</>,
	)
	return screen.getAllByRole('tab')
}

function expectSelected(label: string) {
	for (const tab of screen.getAllByRole('tab')) {
		const selected = tab.textContent === label
		expect(tab).toHaveAttribute('aria-selected', String(selected))
		expect(tab).toHaveAttribute('tabindex', selected ? '0' : '-1')
		const panel = document.getElementById(tab.getAttribute('aria-controls')!)!
		expect(panel).toHaveAttribute('role', 'tabpanel')
		expect(panel).toHaveAttribute('aria-labelledby', tab.id)
		expect(panel.hidden).toBe(!selected)
	}
}

describe('Tabs', () => {
	it('is a labelled tab list with the default tab selected and the other panels hidden but present', () => {
		const tabs = renderTabs()
		expect(screen.getByRole('tablist', { name: 'Initiatives' })).toBeInTheDocument()
		expect(tabs).toHaveLength(4)
		expectSelected('Dreamer')
		expect(screen.getByText('Voyager panel', { selector: 'p' })).not.toBeVisible()
	})

	it('selects a tab when clicked', async () => {
		const user = userEvent.setup()
		const tabs = renderTabs()
		await user.click(tabs[2]!)
		expectSelected('Voyager')
		expect(screen.getByRole('tabpanel')).toHaveTextContent('Voyager panel')
	})

	it('moves focus and selection with Left and Right, wrapping round', async () => {
		const user = userEvent.setup()
		const tabs = renderTabs()
		await user.tab()
		expect(tabs[0]).toHaveFocus()
		await user.keyboard('{ArrowRight}')
		expect(tabs[1]).toHaveFocus()
		expectSelected('Perpetuator')
		await user.keyboard('{ArrowLeft}{ArrowLeft}')
		expect(tabs[3]).toHaveFocus()
		expectSelected('Enlightener')
		await user.keyboard('{ArrowRight}')
		expect(tabs[0]).toHaveFocus()
		expectSelected('Dreamer')
	})

	it('jumps to the first and last tab with Home and End', async () => {
		const user = userEvent.setup()
		const tabs = renderTabs()
		await user.tab()
		await user.keyboard('{End}')
		expect(tabs[3]).toHaveFocus()
		expectSelected('Enlightener')
		await user.keyboard('{Home}')
		expect(tabs[0]).toHaveFocus()
		expectSelected('Dreamer')
	})

	it('keeps only the selected tab in the Tab order; Tab moves on to its panel', async () => {
		const user = userEvent.setup()
		renderTabs()
		await user.tab()
		await user.keyboard('{ArrowRight}')
		await user.tab()
		expect(screen.getByRole('tabpanel')).toHaveFocus()
		expect(screen.getByRole('tabpanel')).toHaveTextContent('Perpetuator panel')
	})

	it('prerenders every panel, visible, and no tabs (they need script)', () => {
		const container = document.createElement('div')
		container.innerHTML = renderToString(<Tabs idPrefix="t" labelledBy="h" items={items} />)
		expect(container.querySelector('[role="tablist"]')).toBeNull()
		expect(container.querySelectorAll('[hidden]')).toHaveLength(0)
		expect(container.textContent).toBe('Dreamer panelPerpetuator panelVoyager panelEnlightener panel')
	})
})
