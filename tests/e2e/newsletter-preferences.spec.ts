import { readFileSync } from 'node:fs'
import { DatabaseSync } from 'node:sqlite'
import type { APIRequestContext, Page } from '@playwright/test'
import { e2eDatabasePath } from '../../playwright.config.ts'
import { axeViolations, expect, test } from './site.ts'

/**
 * The newsletter settings page a reader reaches from any e-mail
 * (/newsletter/preferences/<token>), in English and Chinese, with and without
 * JavaScript: change the language, download what is kept, unsubscribe,
 * erase. Found by role, label and stable attributes; the language names are
 * the site's own (each in its script), not translated words.
 */
const unique = (name: string) => `${name}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.org`

/** Signs up through the server, as the footer form does; the confirmation e-mail waits in the outbox. */
async function signUp(request: APIRequestContext, email: string, prefix = '') {
	const answer = await request.post(`${prefix}/newsletter`, { form: { email }, maxRedirects: 0 })
	expect(answer.status()).toBe(303)
}

function database<T>(work: (db: DatabaseSync) => T): T {
	const db = new DatabaseSync(e2eDatabasePath, { readOnly: true })
	try {
		return work(db)
	} finally {
		db.close()
	}
}

/** The settings link of the e-mail the server wrote for an address, as a path. */
function settingsPath(email: string): string {
	const row = database(
		(db) =>
			db.prepare('SELECT text_body FROM outbox WHERE recipient = ? ORDER BY id DESC').get(email) as {
				text_body: string
			},
	)
	return new URL(/https?:\/\/\S+\/newsletter\/preferences\/[\da-f]{64}/.exec(row.text_body)![0]).pathname
}

const subscriber = (email: string) =>
	database(
		(db) =>
			db.prepare('SELECT locale, status FROM subscribers WHERE email = ?').get(email) as
				{ locale: string; status: string } | undefined,
	)

const form = (page: Page, has: string) => page.getByRole('main').locator(`form:has(${has})`)

for (const javaScriptEnabled of [true, false]) {
	test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
		test.use({ javaScriptEnabled })

		test('in English: change the language to Chinese, download the data, then erase it', async ({ page, request }) => {
			const email = unique(`prefs-en-${javaScriptEnabled}`)
			await signUp(request, email)
			const path = settingsPath(email)
			expect(path).toMatch(/^\/newsletter\/preferences\//)

			await page.goto(path)
			await expect(page.locator('html')).toHaveAttribute('lang', 'en')
			await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
			await expect(page.getByRole('radio', { name: 'English' })).toBeChecked()
			// axe runs in the page: with JavaScript only.
			expect(javaScriptEnabled ? await axeViolations(page) : []).toEqual([])

			// The language: saved, then the page in that language says so.
			await page.getByRole('radio', { name: '简体中文' }).check()
			await form(page, 'input[name="language"]').getByRole('button').click()
			await expect(page).toHaveURL(new RegExp(`/zh-hans${path}\\?saved=language$`))
			await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
			await expect(page.getByRole('status')).toBeVisible()
			await expect(page.getByRole('radio', { name: '简体中文' })).toBeChecked()
			expect(subscriber(email)?.locale).toBe('zh-hans')

			// Download: a JSON file with what is kept.
			const [download] = await Promise.all([
				page.waitForEvent('download'),
				form(page, 'button[value="download"]').getByRole('button').click(),
			])
			expect(download.suggestedFilename()).toBe('newsletter-data.json')
			const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as Record<string, unknown>
			expect(file).toMatchObject({ address: email, language: 'zh-hans', status: 'pending' })
			expect(file.consent).toMatchObject({ sourcePage: null })

			// Erase: the tick box is required, so the button alone does nothing.
			const erase = form(page, 'input[name="confirm"]')
			await erase.getByRole('button').click()
			expect(subscriber(email)).toBeDefined()
			await erase.getByRole('checkbox').check()
			await erase.getByRole('button').click()
			await expect(page.getByRole('main').locator('[data-state="done"]')).toBeVisible()
			expect(subscriber(email)).toBeUndefined()
			expect(database((db) => db.prepare('SELECT count(*) AS n FROM outbox WHERE recipient = ?').get(email))).toEqual({
				n: 0,
			})

			// The link now says it no longer works (404), in the reader's language.
			const gone = await page.goto(`/zh-hans${path}`)
			expect(gone?.status()).toBe(404)
			await expect(page.getByRole('main').locator('[data-state="problem"]')).toBeVisible()
		})

		test('in Chinese: unsubscribe from the settings page', async ({ page, request }) => {
			const email = unique(`prefs-zh-${javaScriptEnabled}`)
			await signUp(request, email, '/zh-hans')
			const path = settingsPath(email)
			expect(path).toMatch(/^\/zh-hans\/newsletter\/preferences\//)

			await page.goto(path)
			await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
			await expect(page.getByRole('radio', { name: '简体中文' })).toBeChecked()
			expect(javaScriptEnabled ? await axeViolations(page) : []).toEqual([])
			await form(page, 'button[value="unsubscribe"]').getByRole('button').click()
			await expect(page.getByRole('main').locator('[data-state="done"]')).toBeVisible()
			await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
			expect(subscriber(email)).toBeUndefined()
		})
	})
}

test('a form posted from another site changes nothing (403)', async ({ request }) => {
	const email = unique('prefs-cross')
	await signUp(request, email)
	const path = settingsPath(email)
	const forged = await request.post(path, {
		form: { intent: 'erase', confirm: 'yes' },
		headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
		maxRedirects: 0,
	})
	expect(forged.status()).toBe(403)
	const download = await request.post(`${path}/download`, {
		form: { intent: 'download' },
		headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
	})
	expect(download.status()).toBe(403)
	expect(subscriber(email)).toBeDefined()
})

test('screenshots at 390 and 1440 pixels, English and Chinese', async ({ page, request }) => {
	for (const [locale, prefix] of [
		['en', ''],
		['zh-hans', '/zh-hans'],
	] as const) {
		const email = unique(`prefs-shot-${locale}`)
		await signUp(request, email, prefix)
		const path = settingsPath(email)
		for (const width of [390, 1440]) {
			await page.setViewportSize({ width, height: 900 })
			await page.goto(path)
			await page.screenshot({ path: `/tmp/prefs-${locale}-${width}.png`, fullPage: true })
			// Nothing wider than the screen.
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
		}
	}
})
