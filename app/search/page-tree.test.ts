import { describe, expect, it } from 'vitest'
import { getContent, getRecords } from '#app/content/index.server.ts'
import { partnerPath } from '#app/content/schema/records/partner.ts'
import { pageTree, type PageTreeNode } from './page-tree.server.ts'

const en = getContent('en')
const zhHant = getContent('zh-hant')
const flatten = (nodes: PageTreeNode[]): PageTreeNode[] => nodes.flatMap((node) => [node, ...flatten(node.children)])

describe('pageTree', () => {
	it('holds every page once, the partners’ too, but those left out', () => {
		const hrefs = flatten(pageTree(en, 'en', ['/search'])).map((node) => node.href)
		expect(hrefs.sort()).toEqual(
			[...Object.keys(en.pages), ...getRecords('en').partners.map((partner) => partnerPath(partner.id))]
				.filter((path) => path !== '/search')
				.sort(),
		)
	})

	it('nests pages under their nearest parent page, in the language’s paths and words', () => {
		const tree = pageTree(zhHant, 'zh-hant')
		const perpetuator = tree.find((node) => node.href === '/zh-hant/perpetuator')!
		expect(perpetuator.title).toBe(zhHant.pages['/perpetuator'].title)
		const area = perpetuator.children.find((node) => node.href === '/zh-hant/perpetuator/actuallifeneeds')!
		expect(area.children.map((node) => node.href)).toContain('/zh-hant/perpetuator/actuallifeneeds/diabetes')
		// The home page is a page of its own, not everyone's parent.
		expect(tree.find((node) => node.href === '/zh-hant')?.children).toEqual([])
	})
})
