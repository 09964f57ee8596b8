/**
 * Renders the link-preview image (public/social/og-image.png, 1200×630) and
 * the square logo (public/social/logo.png, 512×512) from their SVG sources
 * with the system Chromium. Social networks and search engines want raster
 * images; the PNGs are committed, so run this only when the sources change:
 *
 *   node scripts/build/render-social-images.ts
 */
import { readFile } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '#scripts/tools/chromium.ts'

const browser = await chromium.launch({
	executablePath: chromiumPath,
	args: chromiumArgs,
})
const logo = (await readFile('public/favicon.svg', 'utf8')).replace('<svg ', '<svg width="512" height="512" ')
const jobs = [
	{
		svg: await readFile('app/assets/social/og-image.svg', 'utf8'),
		width: 1200,
		height: 630,
		out: 'public/social/og-image.png',
	},
	{ svg: logo, width: 512, height: 512, out: 'public/social/logo.png' },
]
for (const { svg, width, height, out } of jobs) {
	const page = await browser.newPage({ viewport: { width, height } })
	await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`)
	await page.screenshot({ path: out, omitBackground: out.endsWith('logo.png') })
	await page.close()
	console.log(out)
}
await browser.close()
