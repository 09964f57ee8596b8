import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fillTemplate, fillText } from './fill-template.ts'

describe('fillTemplate', () => {
	it('puts elements into a sentence in the translator’s order', () => {
		const { container } = render(
			<p>{fillTemplate('发送 {keyword} 至 {number}', { keyword: 'SHOUT', number: <a href="sms:85258">85258</a> })}</p>,
		)
		expect(container.innerHTML).toBe('<p>发送 SHOUT 至 <a href="sms:85258">85258</a></p>')
	})

	it('leaves an unknown placeholder as written', () => {
		expect(fillText('Last checked: {date}{missing}', { date: '1 May' })).toBe('Last checked: 1 May{missing}')
	})
})
