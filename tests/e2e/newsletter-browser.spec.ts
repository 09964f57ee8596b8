import { DatabaseSync } from 'node:sqlite'
import type { Locator, Page } from '@playwright/test'
import { e2eDatabasePath } from '../../playwright.config.ts'
import { axeViolations, expect, test } from './site.ts'

/**
 * The sign-up as readers meet it, in Chromium: the footer form, a plain
 * POST on every page with or without JavaScript, the result page, and the
 * pages the e-mail's links open. Elements are found by role and
 * stable attributes, never by translated text.
 */
const unique = (name: string) => `${name}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.org`
const footerForm = (page: Page) => page.getByRole('contentinfo').locator('form:has(input[type="email"])')

/** The e-mail link the server wrote for an address (no SMTP here: the message waits in the outbox). */
function linkFor(email: string, kind: 'confirm' | 'unsubscribe'): string {
	const db = new DatabaseSync(e2eDatabasePath, { readOnly: true })
	try {
		const row = db.prepare('SELECT text_body FROM outbox WHERE recipient = ? ORDER BY id DESC').get(email) as {
			text_body: string
		}
		return new RegExp(`https?://[^\\s]+/newsletter/${kind}/[\\da-f]{64}`).exec(row.text_body)![0]
	} finally {
		db.close()
	}
}

async function signUp(form: Locator, email: string) {
	await form.locator('input[type="email"]').fill(email)
	await form.locator('button[type="submit"]').click()
}

test.describe('without JavaScript', () => {
	test.use({ javaScriptEnabled: false })

	test('an inner page’s footer form shows the result on a page in the same language', async ({ page }) => {
		await page.goto('/zh-hant/dreamer')
		await signUp(footerForm(page), unique('nojs'))
		await expect(page).toHaveURL(/\/zh-hant\/newsletter\/check-your-inbox\?from=%2Fdreamer$/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK')
		await expect(page.getByRole('main').locator('[data-result]')).toHaveAttribute('data-result', 'subscribed')
		await expect(page.locator('h1')).toHaveCount(1)
	})

	test('the consent line links to the privacy page in the same language', async ({ page }) => {
		await page.goto('/zh-hans/voyager')
		await footerForm(page).locator('a[href="/zh-hans/privacy"]').click()
		await expect(page).toHaveURL(/\/zh-hans\/privacy$/)
		await expect(page.locator('h1')).toHaveCount(1)
	})
})

// Inner pages ship no framework JavaScript: their form is a plain POST whether or not scripts run.
test.describe('on an inner page (plain form POST)', () => {
	test('the result page is accessible and titled with what happened', async ({ page }) => {
		await page.goto('/perpetuator')
		const before = await page.title()
		await signUp(footerForm(page), unique('plain'))
		await expect(page).toHaveURL(/\/newsletter\/check-your-inbox\?from=%2Fperpetuator$/)
		await expect(page.getByRole('main').locator('[data-result]')).toHaveAttribute('data-result', 'subscribed')
		expect(await page.title()).not.toBe(before)
		expect(await axeViolations(page)).toEqual([])
	})

	test('a refused address comes back with its message, the field marked and still filled in', async ({ page }) => {
		await page.goto('/aboutus')
		// Valid to the browser's own check, refused by the server: no top-level domain.
		await signUp(footerForm(page), 'jane@example')
		await expect(page).toHaveURL(/\/newsletter$/)
		const main = page.getByRole('main')
		const message = main.locator('[data-result]')
		await expect(message).toHaveAttribute('data-result', 'invalid')
		const field = main.locator('input[type="email"]')
		await expect(field).toHaveValue('jane@example')
		await expect(field).toHaveAttribute('aria-invalid', 'true')
		const messageId = await message.getAttribute('id')
		await expect(field).toHaveAttribute('aria-describedby', new RegExp(`\\b${messageId}\\b`))
		expect(await axeViolations(page)).toEqual([])
	})
})

// Inner pages run no framework JavaScript: the footer form is a plain POST, answered by a page.
test.describe('messages in the page’s language, and the way back', () => {
	test('an empty or malformed address is never stopped by the browser’s own bubble: our message, focused, tied to the field', async ({
		page,
	}) => {
		await page.goto('/zh-hans/dreamer')
		const form = footerForm(page)
		await expect(form).toHaveAttribute('novalidate', '')
		await form.locator('button[type="submit"]').click()
		// The browser sent the form as it was: the server's answer, in the page's language.
		await expect(page).toHaveURL(/\/zh-hans\/newsletter$/)
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
		const main = page.getByRole('main')
		const message = main.locator('[data-result]')
		await expect(message).toHaveAttribute('data-result', 'missing')
		await expect(message).toBeFocused()
		const field = main.locator('input[type="email"]')
		await expect(field).toHaveAttribute('aria-invalid', 'true')
		await expect(field).toHaveAttribute('aria-describedby', new RegExp(`\\b${await message.getAttribute('id')}\\b`))
		// The answer offers the way back to the page the form sat on.
		await expect(message.locator('a[data-way-back]')).toHaveAttribute('href', '/zh-hans/dreamer')

		// Not an address at all: still sent, still our words.
		await field.fill('not an address')
		await main.locator('button[type="submit"]').click()
		await expect(main.locator('[data-result]')).toHaveAttribute('data-result', 'spaces')
		await expect(main.locator('[data-result]')).toBeFocused()
		expect(await axeViolations(page)).toEqual([])

		// Corrected on /newsletter, the sign-up still remembers where it began.
		await main.locator('input[type="email"]').fill(unique('way-back'))
		await main.locator('button[type="submit"]').click()
		await expect(page).toHaveURL(/\/zh-hans\/newsletter\/check-your-inbox\?from=%2Fdreamer$/)
		const back = page.getByRole('main').locator('a[data-way-back]')
		await expect(back).toHaveAttribute('href', '/zh-hans/dreamer')
		expect(await axeViolations(page)).toEqual([])
		await back.click()
		await expect(page).toHaveURL(/\/zh-hans\/dreamer$/)
	})

	test('a way back that is not one of our pages is dropped', async ({ page }) => {
		for (const from of ['https://evil.example/', '//evil.example', '/no-such-page', '/newsletter']) {
			await page.goto(`/newsletter/check-your-inbox?from=${encodeURIComponent(from)}`)
			await expect(page.getByRole('main').locator('[data-result]')).toHaveAttribute('data-result', 'subscribed')
			await expect(page.locator('a[data-way-back]')).toHaveCount(0)
		}
	})
})

test.describe('on the home page (islands, no framework script)', () => {
	test('the footer form is a plain POST there too: the result page answers', async ({ page, problems }) => {
		await page.goto('/zh-hans')
		await expect(page.locator('[data-enhanced]')).toHaveCount(3)
		await signUp(footerForm(page), unique('home'))
		await expect(page).toHaveURL(/\/zh-hans\/newsletter\/check-your-inbox$/)
		await expect(page.getByRole('main').locator('[data-result]')).toHaveAttribute('data-result', 'subscribed')
		expect(problems.consoleErrors).toEqual([])
	})
})

test.describe('the e-mail’s links in a browser', () => {
	test('following the confirmation link confirms at once, in the reader’s language', async ({ page, request }) => {
		const email = unique('follow')
		const answer = await request.post('/zh-hans/newsletter', {
			form: { email, homepage: '', source: '/zh-hans' },
			headers: { 'sec-fetch-site': 'same-origin' },
		})
		expect(answer.status()).toBe(200)
		const link = linkFor(email, 'confirm')
		// Clicked in a mail app: a navigation the person started.
		await page.setContent(`<a href="${link}">confirm</a>`)
		await page.getByRole('link').click()
		await expect(page).toHaveURL(link)
		await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans')
		await expect(page.locator('[data-state]')).toHaveAttribute('data-state', 'done')
		await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
		expect(await axeViolations(page)).toEqual([])
		await expect(page.locator('a[data-back-link]')).toHaveAttribute('href', '/zh-hans/newsletter')
	})

	test('a visit the reader did not start only asks; its button confirms, and leaving works by keyboard', async ({
		page,
		request,
	}) => {
		const email = unique('button')
		await request.post('/newsletter', { form: { email } })
		const confirmLink = linkFor(email, 'confirm')
		const unsubscribeLink = linkFor(email, 'unsubscribe')
		// Chromium driven by Playwright marks every navigation as the user's own (Sec-Fetch-User: ?1),
		// so the page a visit without it gets (a scanner's, an old browser's) is fetched here and shown;
		// its button then posts to the real server.
		const visitWithoutActivation = async (url: string) => {
			const html = await (await request.get(url)).text()
			// Every request for the address gets the stub until the page has arrived (a navigation
			// that Chromium restarts would otherwise reach the real server), then the route is removed.
			await page.route(url, (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }))
			try {
				await page.goto(url, { waitUntil: 'domcontentloaded' })
			} finally {
				await page.unroute(url)
			}
		}
		const state = page.locator('[data-state]')

		await visitWithoutActivation(confirmLink)
		await expect(state).toHaveAttribute('data-state', 'ask')
		expect(await axeViolations(page)).toEqual([])
		await page.getByRole('main').getByRole('button').click()
		await expect(state).toHaveAttribute('data-state', 'done')

		await visitWithoutActivation(unsubscribeLink)
		await expect(state).toHaveAttribute('data-state', 'ask')
		expect(await axeViolations(page)).toEqual([])
		await page.getByRole('main').getByRole('button').focus()
		await page.keyboard.press('Enter')
		await expect(state).toHaveAttribute('data-state', 'done')
		expect(await axeViolations(page)).toEqual([])
		const db = new DatabaseSync(e2eDatabasePath, { readOnly: true })
		expect(db.prepare('SELECT 1 FROM subscribers WHERE email = ?').get(email)).toBeUndefined()
		db.close()
	})
})
