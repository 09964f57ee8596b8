import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderInSite } from '#tests/support/render-in-site.tsx'
import { HelpContact, type HelpContactWords } from './help-contact.tsx'

const words = (whatsappBlocked: string): HelpContactWords => ({
	labels: {
		call: 'Call',
		text: 'Text',
		email: 'E-mail',
		whatsapp: 'WhatsApp',
		whatsappBlocked,
		textKeyword: '{keyword} {number}',
	},
	contactLabels: { welsh: 'Welsh', interpreter: 'Interpreters' },
})

describe('a way to reach a help line', () => {
	it('says, after a WhatsApp link, that WhatsApp cannot be used in mainland China', async () => {
		renderInSite(
			<dl>
				<HelpContact
					contact={{ kind: 'whatsapp', href: 'https://wa.me/85291012012', display: '9101 2012' }}
					words={words('(WhatsApp cannot be used in mainland China)')}
				/>
			</dl>,
			{ path: '/help' },
		)
		const answer = await screen.findByRole('definition')
		expect(answer).toHaveTextContent(/9101 2012.*\(WhatsApp cannot be used in mainland China\)$/)
		expect(screen.getByRole('link')).toHaveAttribute('href', 'https://wa.me/85291012012')
	})

	it('puts no space before Chinese brackets', async () => {
		renderInSite(
			<dl>
				<HelpContact
					contact={{ kind: 'whatsapp', href: 'https://wa.me/85291012012', display: '9101 2012' }}
					words={words('（中国内地无法使用 WhatsApp）')}
				/>
			</dl>,
			{ path: '/help' },
		)
		expect((await screen.findByRole('definition')).textContent).toMatch(
			/\)（中国内地无法使用 WhatsApp）$|2012（中国内地/,
		)
	})

	it('adds nothing to a telephone number', async () => {
		renderInSite(
			<dl>
				<HelpContact contact={{ kind: 'call', href: 'tel:988', display: '988' }} words={words('(blocked)')} />
			</dl>,
			{ path: '/help' },
		)
		expect(await screen.findByRole('definition')).toHaveTextContent(/^988$/)
	})
})
