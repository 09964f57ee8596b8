import { allPages, expect, test } from './site.ts'

test.use({ javaScriptEnabled: false })

/** Every page reads fully, and its menus work, with JavaScript turned off. */
test('pages are complete without JavaScript', async ({ page }) => {
	test.setTimeout(120_000)
	for (const [, , url] of allPages) {
		await page.goto(url)
		await expect(page.locator('h1'), url).toHaveCount(1)
		await expect(page.getByRole('contentinfo'), url).toBeVisible()
	}
})

test('inner pages ship no framework JavaScript', async ({ page }) => {
	await page.goto('/aboutus')
	// JSON-LD blocks are data, not code.
	const scripts = await page
		.locator('script:not([type="application/ld+json"])')
		.evaluateAll((nodes) => nodes.map((node) => node.outerHTML))
	expect(scripts).toHaveLength(1)
	expect(scripts[0]).toMatch(/src="\/assets\/enhance-[\w-]+\.js"/)
	await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0)
})

test('the header dropdowns open without JavaScript', async ({ page }) => {
	await page.goto('/zh-hans/contacts')
	const initiatives = page.getByRole('navigation').locator('details').first()
	await initiatives.locator('summary').click()
	await expect(initiatives.getByRole('link')).toHaveCount(5)
	await initiatives.getByRole('link').nth(1).click()
	await expect(page).toHaveURL(/\/zh-hans\/dreamer$/)
})

test('section links reach the home page sections', async ({ page }) => {
	await page.goto('/aboutus')
	await page.getByRole('navigation').locator('a[href="/#news"]').click()
	await expect(page).toHaveURL(/\/#news$/)
	await expect(page.locator('#news')).toBeInViewport()
})
