import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CitedText, citationNumbers } from './cited-text.tsx'

describe('CitedText', () => {
	it('links each [n] to reference n, named for screen readers', () => {
		render(
			<p>
				<CitedText text="Depression is common [1]. So is anxiety [2][3]." citationLabel="reference {n}" />
			</p>,
		)
		const links = screen.getAllByRole('link')
		expect(links.map((link) => link.getAttribute('href'))).toEqual(['#references-1', '#references-2', '#references-3'])
		expect(links.map((link) => link.textContent)).toEqual(['[1]reference 1', '[2]reference 2', '[3]reference 3'])
		expect(screen.getByRole('link', { name: 'reference 2' })).toBeInTheDocument()
		expect(screen.getByText(/Depression is common/)).toBeInTheDocument()
	})

	it('leaves text without markers alone', () => {
		const { container } = render(<CitedText text="No citations here." citationLabel="reference {n}" />)
		expect(container.textContent).toBe('No citations here.')
		expect(citationNumbers('a [1] b [12] c')).toEqual([1, 12])
	})
})
