import { allPages, expect, test } from './site.ts'

/** Every link from one page of the site to another answers 200, without a redirect. */
test('every internal link on every page answers 200', async ({ page, request }) => {
	test.setTimeout(180_000)
	const targets = new Map<string, string>()
	for (const [, , url] of allPages) {
		await page.goto(url)
		const hrefs = await page
			.locator('a[href]')
			.evaluateAll((links) =>
				links.map((link) => (link as HTMLAnchorElement).href).filter((href) => href.startsWith(location.origin)),
			)
		for (const href of hrefs) {
			const target = href.split('#')[0]!
			if (!targets.has(target)) targets.set(target, url)
		}
	}
	const broken: string[] = []
	for (const [target, foundOn] of targets) {
		const response = await request.get(target, { maxRedirects: 0 })
		if (response.status() !== 200) broken.push(`${target} (${response.status()}), linked from ${foundOn}`)
	}
	expect(broken).toEqual([])
	expect(targets.size).toBeGreaterThan(allPages.length / 3)
})
