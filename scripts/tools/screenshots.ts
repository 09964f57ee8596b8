/**
 * Screenshots for looking at what we build: each given page (English paths;
 * default: a sample) at 390 px and 1440 px, in English and Simplified Chinese,
 * written to tests/.artifacts/screens/. Needs a running server (BASE_URL,
 * default http://127.0.0.1:3000).
 *
 *   node scripts/tools/screenshots.ts / /aboutus
 *   LOCALES=en,zh-hant node scripts/tools/screenshots.ts /dreamer
 *   SLICE=1800 WIDTHS=390 node scripts/tools/screenshots.ts /help   (long pages in slices)
 */
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { localizePath, type Locale } from '#app/i18n/locales.ts'
import { chromiumArgs, chromiumPath } from './chromium.ts'

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/aboutus']
const localeList = (process.env.LOCALES ?? 'en,zh-hans').split(',') as Locale[]
const widths = (process.env.WIDTHS ?? '390,1440').split(',').map(Number)
const fullPage = process.env.FULL !== '0'
const outDir = 'tests/.artifacts/screens'

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({
	executablePath: chromiumPath,
	args: chromiumArgs,
})
for (const width of widths) {
	const page = await browser.newPage({ viewport: { width, height: 900 } })
	for (const locale of localeList) {
		for (const path of paths) {
			await page.goto(baseUrl + localizePath(path, locale), { waitUntil: 'networkidle' })
			// Bring lazy images into view so a full-page shot shows them, then return to the top.
			await page.evaluate(async () => {
				for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
					window.scrollTo({ top: y, behavior: 'instant' })
					await new Promise((done) => setTimeout(done, 50))
				}
				window.scrollTo({ top: 0, behavior: 'instant' })
			})
			await page.waitForLoadState('networkidle')
			const base = `${outDir}/${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${locale}-${width}`
			// Long pages can be cut into slices a person can read (SLICE px tall; unset = one image).
			const slice = Number(process.env.SLICE ?? 0)
			const height = await page.evaluate(() => document.documentElement.scrollHeight)
			if (!fullPage || !slice || height <= slice) {
				await page.screenshot({ path: `${base}.png`, fullPage })
				console.log(`${base}.png`)
				continue
			}
			for (let top = 0, part = 1; top < height; top += slice, part++) {
				const clip = { x: 0, y: top, width, height: Math.min(slice, height - top) }
				await page.screenshot({ path: `${base}-${part}.png`, fullPage: true, clip })
				console.log(`${base}-${part}.png`)
			}
		}
	}
	await page.close()
}
await browser.close()
