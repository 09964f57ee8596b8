import content from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import type { HomePageContent } from './schema/pages/home.ts'
import type { PartnerRecord } from './schema/records/partner.ts'

type Entry = { id?: string; path?: string; file?: string }
const partners = content.en.records.partners as PartnerRecord[]

describe('partners', () => {
	it('each have a page with words in every language', () => {
		for (const partner of partners)
			for (const locale of ['en', 'zh-hans', 'zh-hant'] as const)
				expect(Object.keys(content[locale].pages)).toContain(partner.path)
	})

	it('are the records behind the partner pages: each page is mounted on the partner route module', () => {
		const english = (routes as Entry[]).filter(
			(entry) => entry.file === 'routes/partner.tsx' && entry.id?.startsWith('en/'),
		)
		expect(english.map((entry) => `/${entry.path}`).sort()).toEqual(partners.map((partner) => partner.path).sort())
	})

	it('keep their example web addresses on a reserved domain until verified', () => {
		const unreserved = partners.filter(
			(partner) => partner.example && !new URL(partner.website).hostname.endsWith('.example.org'),
		)
		expect(unreserved).toEqual([])
	})

	it('each have their line in the home page’s carousel, in every language', () => {
		for (const locale of ['en', 'zh-hans', 'zh-hant'] as const) {
			const lines: Record<string, string> = (content[locale].pages['/'] as HomePageContent).partners.items
			expect({ locale, partners: Object.keys(lines).sort() }).toEqual({
				locale,
				partners: partners.map((partner) => partner.id).sort(),
			})
		}
	})
})
