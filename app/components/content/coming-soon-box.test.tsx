import { render, screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { ComingSoonBox } from './coming-soon-box.tsx'

/**
 * The markup the Coming Soon reveal stands on. The reveal itself is CSS
 * (hover, focus, open), so it is tested in a real browser:
 * tests/e2e/enlightener.spec.ts; Escape is in app/enhancements/enhance.test.ts.
 */
function renderBox() {
	return render(
		<ComingSoonBox
			id="language-exchange"
			title="Language exchange circles"
			trigger="When does it start?"
			message="Coming Soon! Stay Tuned!"
		>
			<p>Small, regular meet-ups.</p>
		</ComingSoonBox>,
	)
}

describe('ComingSoonBox', () => {
	it('is an article named by its heading, marked for enhance.js', () => {
		renderBox()
		const box = screen.getByRole('article', { name: 'Language exchange circles' })
		expect(box).toHaveAttribute('data-coming-soon')
		expect(screen.getByRole('heading', { level: 3, name: 'Language exchange circles' })).toBeInTheDocument()
	})

	it('has a control named by its visible label and the box, described by the message', () => {
		const { container } = renderBox()
		const summary = container.querySelector('summary')!
		expect(summary).toHaveAccessibleName('When does it start? Language exchange circles')
		expect(summary).toHaveAccessibleDescription('Coming Soon! Stay Tuned!')
	})

	it('toggles open and closed when its control is activated (a tap or click), with no script of its own', async () => {
		const { container } = renderBox()
		const details = container.querySelector('details')!
		expect(details).toHaveAttribute('data-dismissible')
		await userEvent.click(container.querySelector('summary')!)
		expect(details.open).toBe(true)
		await userEvent.click(container.querySelector('summary')!)
		expect(details.open).toBe(false)
	})

	it('keeps the message out of the control, after the content it replaces', () => {
		const { container } = renderBox()
		const message = container.querySelector('#language-exchange-message')!
		expect(message).toHaveTextContent('Coming Soon! Stay Tuned!')
		expect(container.querySelector('details')).not.toContainElement(message as HTMLElement)
		expect(screen.getByText('Small, regular meet-ups.')).toBeInTheDocument()
	})

	it('can head a page section at level 2', () => {
		render(
			<ComingSoonBox id="x" title="Title" trigger="When?" message="Soon" headingLevel={2}>
				<p>Text</p>
			</ComingSoonBox>,
		)
		expect(screen.getByRole('heading', { level: 2, name: 'Title' })).toBeInTheDocument()
	})
})
