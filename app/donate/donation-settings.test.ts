import { describe, expect, it } from 'vitest'
import { donationSettings } from '#app/content/schema/settings/donations.ts'
import { givingRegions, receiptNotes } from './donation-settings.server.ts'

const settings = (input: unknown) => donationSettings.parse(input)
const page = (value: string) => ({ value, example: false })

describe('the ways to give and what receipts say', () => {
	it('lists only the regions where gifts are received, in the page’s order, falling back to the general donation page', () => {
		const regions = givingRegions(
			settings({ hk: { section88: { value: false } }, us: { paymentUrl: page('https://give.example.org/us') } }),
			{
				value: 'https://give.example.org/',
				example: false,
			},
		)
		expect(regions.map((region) => [region.id, region.paymentUrl?.value])).toEqual([
			['us', 'https://give.example.org/us'],
			['hk', 'https://give.example.org/'],
		])
	})

	it('says Gift Aid only when a UK charity number is set, and the Hong Kong deduction only for a section 88 charity', () => {
		expect(receiptNotes(settings({ uk: {}, hk: { section88: { value: false } } }))).toEqual({
			us: false,
			ukGiftAid: false,
			hkSection88: false,
		})
		expect(
			receiptNotes(
				settings({
					us: {},
					uk: { charityNumber: page('1234567') },
					hk: { section88: { value: true } },
				}),
			),
		).toEqual({ us: true, ukGiftAid: true, hkSection88: true })
	})

	it('the shipped settings are examples: no Gift Aid, no section 88 yet', () => {
		expect(receiptNotes()).toEqual({ us: true, ukGiftAid: false, hkSection88: false })
	})
})
