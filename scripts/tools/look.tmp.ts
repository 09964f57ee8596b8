import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '#scripts/tools/chromium.ts'
const [url, out, lang = 'en-US', width = '1440'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
const context = await browser.newContext({ locale: lang, viewport: { width: Number(width), height: 1000 } })
const page = await context.newPage()
page.on('pageerror', (e) => console.log('pageerror', e.message))
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text().slice(0, 300)))
await page.goto('http://localhost:4302/admin/', { timeout: 180000 })
await page.getByRole('button', { name: /login|登录|登入/i }).click({ timeout: 120000 })
await page.waitForTimeout(2000)
if (url) await page.goto('http://localhost:4302/admin/' + url)
await page.waitForTimeout(Number(process.env.WAIT ?? 6000))
if (process.env.SAVE) { await page.getByRole('button', { name: process.env.SAVE }).first().click(); await page.waitForTimeout(3000) }
await page.screenshot({ path: out, fullPage: false })
console.log(await page.locator('ul li').filter({ hasText: /is |must|不/ }).allTextContents())
await browser.close()
