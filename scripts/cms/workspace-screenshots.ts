/**
 * The workspace's screenshots for the staff guide (docs/editing-the-site.md
 * and its Chinese version): `node scripts/cms/workspace-screenshots.ts`
 * (after `npm run build`). Starts the production server on this build with a
 * database of its own (a signed-in admin, some example subscribers), reads
 * this repository's history without writing to it (BUILD_ON_SAVE=0), and
 * writes small PNGs to docs/images/workspace-<page>-<language>[-phone].png.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { seedSubscribers } from '#tests/support/campaign-fixtures.ts'
import { startServer } from '#tests/support/processes.ts'
import { staffSession } from '#tests/support/workspace.ts'
import { chromiumArgs, chromiumPath } from '#scripts/tools/chromium.ts'

const outDir = 'docs/images'
const dir = mkdtempSync(join(tmpdir(), 'workspace-screens-'))
const databasePath = join(dir, 'screens.sqlite')
const db = openDatabase(databasePath)
seedSubscribers(db, 24, { prefix: 'reader' })
seedSubscribers(db, 5, { status: 'pending', prefix: 'waiting' })
db.close()
const cookie = staffSession(databasePath, 'admin')
const server = await startServer({
	DATABASE_PATH: databasePath,
	BUILD_ON_SAVE: '0',
	PUBLIC_BASE_URL: 'http://localhost',
})
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
try {
	const pages = ['sign-in', 'publishing', 'newsletter', 'going-live', 'staff', 'account']
	for (const [locale, prefix] of [
		['en', ''],
		['zh-hans', '/zh-hans'],
	] as const)
		for (const [width, suffix] of [
			[1440, ''],
			[390, '-phone'],
		] as const) {
			const context = await browser.newContext({ viewport: { width, height: 900 }, locale })
			for (const page of pages) {
				if (page !== 'sign-in') await context.addCookies([{ ...cookie, url: server.url }])
				const tab = await context.newPage()
				await tab.goto(`${server.url}${prefix}/admin/${page}`)
				const png = await tab.screenshot({ fullPage: width !== 390 })
				const file = join(outDir, `workspace-${page}-${locale}${suffix}.png`)
				await sharp(png).png({ palette: true, colours: 64, compressionLevel: 9 }).toFile(file)
				console.log(file)
				await tab.close()
			}
			await context.close()
		}
} finally {
	await browser.close()
	await server.stop()
	rmSync(dir, { recursive: true, force: true })
}
