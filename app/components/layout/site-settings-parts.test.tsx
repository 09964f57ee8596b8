import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CharityNumber } from './charity-number.tsx'
import { DonateLink } from './donate-link.tsx'

/** The header's Donate button and the footer's charity number appear only when the site settings give them. */
describe('DonateLink', () => {
	it('shows nothing without a donation page', () => {
		const { container } = render(<DonateLink href={undefined} label="Donate" newTabNote="(opens in a new tab)" />)
		expect(container).toBeEmptyDOMElement()
	})

	it('links to the donation page in a new tab, and says so', () => {
		render(<DonateLink href="https://give.example.org/" label="Donate" newTabNote="(opens in a new tab)" />)
		const link = screen.getByRole('link', { name: /^Donate\s*\(opens in a new tab\)$/ })
		expect(link).toHaveAttribute('href', 'https://give.example.org/')
		expect(link).toHaveAttribute('target', '_blank')
		expect(link).toHaveAttribute('rel', 'noopener noreferrer')
		expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
	})
})

describe('CharityNumber', () => {
	it('shows nothing without a number', () => {
		const { container } = render(<CharityNumber number={undefined} label="Registered charity number" colon=": " />)
		expect(container).toBeEmptyDOMElement()
	})

	it('shows the number after its label, in each language', () => {
		const { container, rerender } = render(
			<CharityNumber number="1234567" label="Registered charity number" colon=": " />,
		)
		expect(container).toHaveTextContent(/^Registered charity number: 1234567$/)
		rerender(<CharityNumber number="1234567" label="注册慈善机构编号" colon="：" />)
		expect(container).toHaveTextContent(/^注册慈善机构编号：1234567$/)
	})
})
