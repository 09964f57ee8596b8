import { expect, test } from './site.ts'

test.describe('addresses', () => {
	for (const [variant, canonical] of [
		['/AACNTV', '/aacntv'],
		['/perpetuator/LastingMentalHealthSupport', '/perpetuator/lastingmentalhealthsupport'],
		['/ZH-HANS/AboutUs', '/zh-hans/aboutus'],
		['/dreamer/', '/dreamer'],
	] as const) {
		test(`${variant} redirects permanently to ${canonical}`, async ({ page, request }) => {
			const first = await request.get(variant, { maxRedirects: 0 })
			expect(first.status()).toBe(301)
			expect(new URL(first.headers()['location']!, 'http://x').pathname).toBe(canonical)
			const response = await page.goto(variant)
			expect(response?.status()).toBe(200)
			expect(new URL(page.url()).pathname).toBe(canonical)
			await expect(page.locator('h1')).toHaveCount(1)
		})
	}

	for (const [url, lang] of [
		['/no-such-page', 'en'],
		['/zh-hans/no-such-page', 'zh-Hans'],
		['/zh-hant/perpetuator/nothing-here', 'zh-Hant-HK'],
	] as const) {
		test(`${url} shows the not-found page with status 404`, async ({ page }) => {
			const response = await page.goto(url)
			expect(response?.status()).toBe(404)
			await expect(page.locator('html')).toHaveAttribute('lang', lang)
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
			await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
			await expect(page.getByRole('main').getByRole('link')).toHaveCount(2)
		})
	}

	test('the static build carries 404 pages and case redirects', async ({ request }) => {
		const notFound = await request.get('/404.html')
		expect(notFound.status()).toBe(200)
		expect(await notFound.text()).toContain('noindex')
		const redirects = await request.get('/_redirects')
		expect(await redirects.text()).toContain('/AACNTV /aacntv 301')
	})
})
