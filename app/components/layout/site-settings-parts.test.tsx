import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CharityNumber } from './charity-number.tsx'
import { DonateLink } from './donate-link.tsx'

/** The header's Donate button always leads to /donate; the footer's charity number appears only when the settings give it. */
describe('DonateLink', () => {
	it('links to the donation page of the site, in the same tab', () => {
		render(<DonateLink href="/zh-hans/donate" label="捐款" />)
		const link = screen.getByRole('link', { name: '捐款' })
		expect(link).toHaveAttribute('href', '/zh-hans/donate')
		expect(link).not.toHaveAttribute('target')
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
