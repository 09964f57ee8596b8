import type { HelpLine } from '#app/content/schema/records/help-line.ts'
import { emergencyNumbers } from '#app/data/help-lines.ts'
import { localizePath, locales } from '#app/i18n/locales.ts'
import type { MemberRecord } from '#app/content/schema/records/member.ts'
import type { OfficeRecord } from '#app/content/schema/records/office.ts'
import { partnerPath, type PartnerRecord } from '#app/content/schema/records/partner.ts'
import { pageContent, siteContent, siteWords } from '#tests/support/site-content.ts'
import { expect, test } from './site.ts'

/** The data-driven parts of the general pages: what the data files hold is what the pages show. */

/** The help-line records (content/help-lines), in page order. */
const helpLines = () => siteContent().en.records.helpLines as HelpLine[]

test.describe('members', () => {
	for (const locale of ['en', 'zh-hans'] as const) {
		test(`shows every member with name, role and example badge (${locale})`, async ({ page }) => {
			const members = siteContent()[locale].records.members as (MemberRecord & { id: string })[]
			await page.goto(localizePath('/members', locale))
			const cards = page.locator('[data-member]')
			await expect(cards).toHaveCount(members.length)
			for (const member of members) {
				const card = page.locator(`[data-member="${member.id}"]`)
				await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name)
				await expect(card).toContainText(member.role)
				// The initials stand in for a photo and are hidden from screen readers; the name is the text.
				await expect(card.locator('[aria-hidden="true"]')).toHaveCount(member.photo ? 0 : 1)
				await expect(card.getByText(siteWords(locale).common.exampleBadge, { exact: true })).toHaveCount(
					member.example ? 1 : 0,
				)
			}
		})
	}
})

test('the address page shows six offices, each with an example badge and a map search in a new tab', async ({
	page,
}) => {
	const offices = siteContent().en.records.offices as OfficeRecord[]
	await page.goto('/address')
	const cards = page.locator('[data-office]')
	await expect(cards).toHaveCount(6)
	for (const [index, office] of offices.entries()) {
		const card = cards.nth(index)
		await expect(card).toHaveAttribute('data-office', office.id)
		await expect(card.getByRole('heading', { level: 2 })).toHaveText(office.city)
		await expect(card.locator('address')).toContainText(office.address[0]!)
		const map = card.locator('a[href^="https://www.openstreetmap.org/search?query="]')
		await expect(map).toHaveCount(1)
		await expect(map).toHaveAttribute('target', '_blank')
		await expect(map).toHaveAttribute('rel', 'noopener noreferrer')
		await expect(card.getByText(siteWords('en').common.exampleBadge, { exact: true })).toHaveCount(
			office.example ? 1 : 0,
		)
	}
})

test.describe('need help now', () => {
	test('emergency numbers come first, then every service by region; Chinese names only on the Chinese pages', async ({
		page,
	}) => {
		await page.goto('/help')
		await expect(page.locator('main [data-name-zh]')).toHaveCount(0)
		const main = page.locator('main')
		const telLinks = await main
			.locator('a[href^="tel:"]')
			.evaluateAll((links) => links.map((link) => link.getAttribute('href')))
		expect(telLinks.slice(0, emergencyNumbers.length)).toEqual(emergencyNumbers.map((entry) => entry.href))
		const order = await main
			.locator('#emergency, [data-help-line]')
			.evaluateAll((nodes) => nodes.map((node) => node.id || node.getAttribute('data-help-line')))
		expect(order).toEqual(['emergency', ...helpLines().map((line) => line.id)])
	})

	test('every phone number is a tel: link, every text an sms: link, and every service links its source', async ({
		page,
	}) => {
		await page.goto('/zh-hans/help')
		for (const line of helpLines()) {
			const card = page.locator(`[data-help-line="${line.id}"]`)
			await expect(card.getByRole('heading', { level: 3 })).toContainText(line.name)
			// The official Chinese name, where a source gives one, with the page it was found on.
			const record: HelpLine = line
			await expect(card.locator('[data-name-zh]')).toHaveText(record.nameZh ?? [])
			await expect(card.locator(`a[href="${record.nameZhSource ?? line.sourceUrl}"]`)).toHaveCount(1)
			for (const contact of line.contacts) {
				await expect(card.locator(`a[href="${contact.href}"]`)).toContainText(contact.display)
			}
			const source = card.locator(`a[href="${line.sourceUrl}"]`)
			await expect(source).toHaveAttribute('target', '_blank')
			await expect(source).toHaveAttribute('rel', 'noopener noreferrer')
			await expect(card.getByText(pageContent('/help', 'zh-hans').labels.notCrisis, { exact: true })).toHaveCount(
				line.notACrisisLine ? 1 : 0,
			)
		}
		for (const href of await page
			.locator('main a[href^="tel:"]')
			.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
			expect(href).toMatch(/^tel:\+?\d+$/)
		}
	})
})

test.describe('partners', () => {
	const partners = siteContent().en.records.partners as PartnerRecord[]
	for (const partner of partners) {
		test(`${partnerPath(partner.id)} shows its record: name, images and a website link in a new tab`, async ({
			page,
		}) => {
			await page.goto(partnerPath(partner.id))
			await expect(page.getByRole('heading', { level: 1 })).toHaveText(partner.name)
			await expect(page.locator(`main img[data-illustration="${partner.image}"]`).first()).toBeVisible()
			await expect(page.locator(`main img[data-illustration="${partner.activityImage}"]`)).toHaveCount(1)
			const site = page.locator(`main a[href="${partner.website}"]`)
			await expect(site).toHaveAttribute('target', '_blank')
			await expect(site).toHaveAttribute('rel', 'noopener noreferrer')
			const visit = page.locator('#visit')
			await expect(visit.getByText(siteWords('en').common.exampleBadge, { exact: true })).toHaveCount(
				partner.example ? 1 : 0,
			)
			// The other partners are linked from here, through the same records.
			for (const other of partners.filter((candidate) => candidate.id !== partner.id)) {
				await expect(page.locator(`#others a[href="${partnerPath(other.id)}"]`)).toHaveCount(1)
			}
		})
	}
})

test.describe('get help now, in the same place on every page', () => {
	for (const locale of locales) {
		for (const path of ['/', '/aboutus', '/dreamer/hello', '/help']) {
			test(`${localizePath(path, locale)} at 390 px`, async ({ page }) => {
				await page.setViewportSize({ width: 390, height: 800 })
				await page.goto(localizePath(path, locale))
				const help = page.getByRole('banner').locator('a[data-help-link]')
				await expect(help).toHaveCount(1)
				await expect(help).toHaveAttribute('href', localizePath('/help', locale))
				// Visible without opening the menu, at the top of the page, and the first stop after the skip link.
				await expect(help).toBeVisible()
				expect((await help.boundingBox())!.y).toBeLessThan(40)
				await page.keyboard.press('Tab')
				await page.keyboard.press('Tab')
				await expect(help).toBeFocused()
				if (path === '/help') await expect(help).toHaveAttribute('aria-current', 'page')
				else await expect(help).not.toHaveAttribute('aria-current')
			})
		}
	}
})
