import type { Locator, Page } from '@playwright/test'
import { pageContent, siteWords, site } from '#tests/support/site-content.ts'
import { eventRecordFields } from '#app/content/schema/pages/enlightener.ts'
import { expect, test } from './site.ts'

const intercultural = '/enlightener/interculturalcommunication'
const heritage = '/enlightener/culturalheritage'
const messageText = pageContent(intercultural).comingSoon.message
const directions = pageContent('/enlightener').areas.cards

/** The parts of a Coming Soon box: its control, its message, and its face (the content the message replaces). */
function parts(box: Locator) {
	return {
		summary: box.locator('summary'),
		message: box.locator('[id$="-message"]'),
		face: box.locator(':scope > div'),
	}
}

async function expectRevealed(box: Locator, revealed: boolean) {
	const { message, face } = parts(box)
	if (revealed) {
		await expect(message).toBeVisible()
		await expect(face).toHaveCSS('opacity', '0')
	} else {
		await expect(message).toBeHidden()
		await expect(face).toHaveCSS('opacity', '1')
	}
}

async function moveAway(page: Page) {
	await page.mouse.move(5, 5)
}

test.describe('the Enlightener landing', () => {
	for (const { to: path, title } of directions) {
		test(`its card leads to ${path}`, async ({ page }) => {
			await page.goto('/enlightener')
			const link = page.locator('#directions').locator(`a[href="${path}"]`)
			await expect(link).toHaveCount(1)
			await expect(link).toHaveAccessibleName(title)
			await link.click()
			await expect(page).toHaveURL(new RegExp(`${path}$`))
			await expect(page.locator('h1')).toHaveCount(1)
		})
	}

	test('the event-review block leads to the review and to how to join and support, in each language', async ({
		page,
	}) => {
		for (const prefix of ['', '/zh-hans']) {
			for (const target of ['/enlightener/eventreview', '/enlightener/support']) {
				await page.goto(`${prefix}/enlightener`)
				await page.locator('#event-review').locator(`a[href="${prefix}${target}"]`).click()
				await expect(page).toHaveURL(new RegExp(`${prefix}${target}$`))
			}
		}
	})
})

test('the picture on the intercultural communication page leads to the Hello Chinese event', async ({ page }) => {
	await page.goto(intercultural)
	const link = page.locator('a[href="/enlightener/hellochineseevent"]').filter({ has: page.locator('img') })
	await expect(link).toHaveCount(1)
	await expect(link).toHaveAccessibleName(pageContent(intercultural).eventLink!.caption)
	await link.locator('img').click()
	await expect(page).toHaveURL(/\/enlightener\/hellochineseevent$/)
})

test.describe('Coming Soon boxes', () => {
	test('intercultural communication has two, cultural heritage one, in the middle of three', async ({ page }) => {
		await page.goto(intercultural)
		await expect(page.locator('#in-preparation article')).toHaveCount(2)
		await expect(page.locator('#in-preparation [data-coming-soon]')).toHaveCount(2)
		await page.goto(heritage)
		const boxes = page.locator('#ways-in article')
		await expect(boxes).toHaveCount(3)
		await expect(page.locator('#ways-in [data-coming-soon]')).toHaveCount(1)
		await expect(boxes.nth(1)).toHaveAttribute('data-coming-soon')
	})

	test('hover shows the message in place of the content; it stays while hovered; leaving restores it', async ({
		page,
	}) => {
		await page.goto(intercultural)
		const box = page.locator('[data-coming-soon]').first()
		await expectRevealed(box, false)
		await box.hover()
		await expectRevealed(box, true)
		await expect(parts(box).message).toHaveText(messageText)
		// Hoverable: moving over the message itself keeps it.
		const area = (await box.boundingBox())!
		await page.mouse.move(area.x + area.width / 2, area.y + area.height / 2)
		await page.mouse.move(area.x + 10, area.y + area.height - 10)
		await expectRevealed(box, true)
		await moveAway(page)
		await expectRevealed(box, false)
	})

	test('keyboard focus shows the message, and screen readers get it with the control', async ({ page }) => {
		await page.goto(intercultural)
		const [first, second] = [page.locator('[data-coming-soon]').nth(0), page.locator('[data-coming-soon]').nth(1)]
		await page.locator('a[href="/enlightener/hellochineseevent"]').focus()
		await page.keyboard.press('Tab')
		await expect(parts(first).summary).toBeFocused()
		await expectRevealed(first, true)
		await expect(parts(first).summary).toHaveAccessibleDescription(messageText)
		await expect(parts(first).summary).toHaveAccessibleName(
			new RegExp(pageContent(intercultural).boxes.items[0]!.title),
		)
		await page.keyboard.press('Tab')
		await expect(parts(second).summary).toBeFocused()
		await expectRevealed(first, false)
		await expectRevealed(second, true)
	})

	test('the message is in the accessibility tree only while it shows', async ({ page }) => {
		await page.goto(intercultural)
		const box = page.locator('[data-coming-soon]').first()
		expect(await box.ariaSnapshot()).not.toContain(messageText)
		await parts(box).summary.focus()
		await expect.poll(() => box.ariaSnapshot()).toContain(messageText)
	})

	test('Escape dismisses the message revealed by focus without moving focus; it returns when focus comes back', async ({
		page,
	}) => {
		await page.goto(intercultural)
		const box = page.locator('[data-coming-soon]').first()
		await page.locator('a[href="/enlightener/hellochineseevent"]').focus()
		await page.keyboard.press('Tab')
		await expectRevealed(box, true)
		await page.keyboard.press('Escape')
		await expectRevealed(box, false)
		await expect(parts(box).summary).toBeFocused()
		await page.keyboard.press('Tab')
		await page.keyboard.press('Shift+Tab')
		await expect(parts(box).summary).toBeFocused()
		await expectRevealed(box, true)
	})

	test('Escape dismisses the message revealed by hover without moving the pointer; it returns after leaving', async ({
		page,
	}) => {
		await page.goto(intercultural)
		const box = page.locator('[data-coming-soon]').first()
		await box.hover()
		await expectRevealed(box, true)
		await page.keyboard.press('Escape')
		await expectRevealed(box, false)
		await moveAway(page)
		await box.hover()
		await expectRevealed(box, true)
	})

	test('Enter and Space open it to stay, and Escape closes it', async ({ page }) => {
		await page.goto(heritage)
		const box = page.locator('[data-coming-soon]')
		const details = box.locator('details')
		await parts(box).summary.focus()
		await page.keyboard.press('Enter')
		await expect(details).toHaveAttribute('open', '')
		await page.keyboard.press('Escape')
		await expect(details).not.toHaveAttribute('open')
		await expectRevealed(box, false)
		await page.keyboard.press('Space')
		await expectRevealed(box, true)
	})

	test.describe('on a touch screen', () => {
		test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

		test('a tap shows the message; a second tap, or a tap elsewhere, restores the content', async ({ page }) => {
			await page.goto(`/zh-hans${heritage}`)
			const box = page.locator('[data-coming-soon]')
			await box.scrollIntoViewIfNeeded()
			await box.tap()
			await expectRevealed(box, true)
			await expect(parts(box).message).toHaveText(pageContent(heritage, 'zh-hans').comingSoon.message)
			await box.tap()
			await expectRevealed(box, false)
			await box.tap()
			await expectRevealed(box, true)
			await page.locator('#ways-in-heading').tap()
			await expectRevealed(box, false)
		})
	})

	test.describe('without JavaScript', () => {
		test.use({ javaScriptEnabled: false })

		test('a click or tap still shows and hides the message', async ({ page }) => {
			await page.goto(heritage)
			const box = page.locator('[data-coming-soon]')
			await parts(box).summary.click()
			await moveAway(page)
			await expectRevealed(box, true)
			await parts(box).summary.click()
			await moveAway(page)
			await expectRevealed(box, false)
		})
	})
})

test('each way to join and support ends in a clear next step', async ({ page }) => {
	await page.goto('/enlightener/support')
	for (const way of pageContent('/enlightener/support').ways) {
		const section = page.locator(`section#${way.id}`)
		await expect(section.getByRole('heading', { level: 2 })).toHaveCount(1)
		await expect(section.getByRole('listitem')).toHaveCount(way.items.length)
		const step = section.getByRole('link').first()
		if (way.action.kind === 'email') {
			await expect(step).toHaveAttribute(
				'href',
				`mailto:${site.email.value}?subject=${encodeURIComponent(way.action.subject ?? '')}`,
			)
		} else {
			await expect(step).toHaveAttribute('href', way.action.to ?? '')
		}
	}
})

test('the Hello Chinese event is a labelled record', async ({ page }) => {
	await page.goto('/enlightener/hellochineseevent')
	const record = pageContent('/enlightener/hellochineseevent').record
	const terms = page.locator('main dl dt')
	await expect(terms).toHaveText(eventRecordFields.map((field) => record.labels[field]))
	const time = page.locator('main dl [data-field="eventTime"] dd')
	await expect(time).toHaveText(record.toBeConfirmed)
	await expect(page.locator('main dl [data-field="participants"] dd')).toContainText(
		siteWords('en').common.exampleBadge,
	)
	await page.locator('main dl [data-field="review"] a').click()
	await expect(page).toHaveURL(/\/enlightener\/eventreview$/)
})
