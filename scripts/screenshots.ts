/**
 * Screenshots for looking at what we build: each given page (English paths;
 * default: a sample) at 390 px and 1440 px, in English and Simplified Chinese,
 * written to tests/.artifacts/screens/. Needs a running server (BASE_URL,
 * default http://127.0.0.1:3000).
 *
 *   node scripts/screenshots.ts / /aboutus
 *   LOCALES=en,zh-hant node scripts/screenshots.ts /dreamer
 */
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'
import { localizePath, type Locale } from '../app/i18n/locales.ts'

const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:3000'
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/aboutus']
const localeList = (process.env.LOCALES ?? 'en,zh-hans').split(',') as Locale[]
const widths = (process.env.WIDTHS ?? '390,1440').split(',').map(Number)
const fullPage = process.env.FULL !== '0'
const outDir = 'tests/.artifacts/screens'

await mkdir(outDir, { recursive: true })
const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		'--no-first-run',
	],
})
for (const width of widths) {
	const page = await browser.newPage({ viewport: { width, height: 900 } })
	for (const locale of localeList) {
		for (const path of paths) {
			await page.goto(baseUrl + localizePath(path, locale), { waitUntil: 'networkidle' })
			const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${locale}-${width}.png`
			await page.screenshot({ path: `${outDir}/${name}`, fullPage })
			console.log(`${outDir}/${name}`)
		}
	}
	await page.close()
}
await browser.close()
