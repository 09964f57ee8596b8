import content from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import { partnerRecord, partnerPath, type PartnerRecord } from './schema/records/partner.ts'

const partners = content.en.records.partners as PartnerRecord[]
const messages = (value: object) =>
	partnerRecord.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? []

describe('partners', () => {
	it('are records with their page’s words in every language', () => {
		for (const locale of ['en', 'zh-hans', 'zh-hant'] as const) {
			const records = content[locale].records.partners as PartnerRecord[]
			expect(records.map((partner) => partner.id).sort()).toEqual(partners.map((partner) => partner.id).sort())
			for (const partner of records) {
				expect(partner.title).not.toBe('')
				expect(partner.line).not.toBe('')
				expect(partner.about.body.markdown).not.toBe('')
			}
		}
	})

	it('have their pages at the spec’s addresses, named by their files', () => {
		expect(partners.map((partner) => partnerPath(partner.id)).sort()).toEqual([
			'/aacntv',
			'/aspirin',
			'/serendipitysnowclub',
		])
	})

	it('keep their example web addresses on a reserved domain until verified', () => {
		const unreserved = partners.filter(
			(partner) => partner.example && !new URL(partner.website).hostname.endsWith('.example.org'),
		)
		expect(unreserved).toEqual([])
	})
})

describe('a partner’s picture', () => {
	const english = {
		name: 'Fixture',
		website: 'https://fixture.example.org',
		order: 9,
		line: 'A line.',
		meta: { title: 'Fixture', description: 'A fixture partner.' },
		title: 'Fixture',
		summary: 'A fixture partner.',
		about: { heading: 'About', body: 'Text.' },
		together: { heading: 'Together', body: 'Text.' },
		visit: { heading: 'Visit', link: 'Its website', exampleNote: 'An example.' },
		others: 'Others',
	}
	const photo = { src: '/media/fixture.jpg', alt: 'Two people talking' }

	it('is a drawing or a photo with its alt text, for each of the two pictures', () => {
		expect(messages({ ...english, image: 'partner-aspirin', activityImage: 'partner-aspirin-activity' })).toEqual([])
		expect(messages({ ...english, photo, activityPhoto: photo })).toEqual([])
		expect(messages({ ...english, photo, activityImage: 'partner-aspirin-activity' })).toEqual([])
	})

	it('is refused when both or neither are given, or a photo has no alt text', () => {
		expect(messages({ ...english, image: 'partner-aspirin', photo, activityPhoto: photo })).toEqual([
			'image: give a drawing or a photo (one of the two)',
		])
		expect(messages({ ...english, image: 'partner-aspirin' })).toEqual([
			'activityImage: give a drawing or a photo (one of the two)',
		])
		expect(messages({ ...english, photo: { src: photo.src }, activityPhoto: photo })).toContain(
			'photo.alt: has no alt text: describe the picture, or mark it decorative',
		)
	})
})
