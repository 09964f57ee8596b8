import { describe, expect, it } from 'vitest'
import { content as en } from '~/content/en/index.ts'
import { content as zhHans } from '~/content/zh-hans/index.ts'
import routes from '~/routes.ts'
import { partners } from './partners.ts'

type Entry = { id?: string; path?: string; file?: string }

describe('partners', () => {
	it('each have a page with words in every written language', () => {
		for (const partner of partners) {
			expect(Object.keys(en.pages)).toContain(partner.path)
			expect(Object.keys(zhHans.pages)).toContain(partner.path)
		}
	})

	it('are the records behind the partner pages: each page is mounted on the partner route module', () => {
		const english = (routes as Entry[]).filter(
			(entry) => entry.file === 'routes/partner.tsx' && entry.id?.startsWith('en/'),
		)
		expect(english.map((entry) => `/${entry.path}`).sort()).toEqual(partners.map((partner) => partner.path).sort())
	})

	it('keep their example web addresses on a reserved domain until verified', () => {
		const unreserved = partners.filter(
			(partner) => partner.website.example && !new URL(partner.website.url).hostname.endsWith('.example.org'),
		)
		expect(unreserved).toEqual([])
	})
})
