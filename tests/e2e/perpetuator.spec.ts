import type { PageFileContent } from '#app/content/collections.ts'
import { projectDetailFields, projectPath, type Project } from '#app/content/schema/records/project.ts'
import { localizePath, locales } from '#app/i18n/locales.ts'
import { pageContent, siteContent } from '#tests/support/site-content.ts'
import { expect, test } from './site.ts'

const projects = siteContent().en.records.projects as Project[]
const landing = pageContent('/perpetuator')
const areaPaths = landing.areas.cards.map((card) => card.to)
type WriteUp = PageFileContent<'/perpetuator/actuallifeneeds/diabetes'>
const writeUp = (project: Project) => siteContent().en.pages[projectPath(project)] as WriteUp
const socialCommunity = projects.find((project) => project.id === 'socialcommunity')!
const charts = writeUp(socialCommunity).charts?.items ?? []

/**
 * The Perpetuator: cards lead where they should, outside links open in a new
 * tab without sharing anything, write-ups show exactly their record's details,
 * their citations and references line up, and the charts can be read without
 * seeing them. Selectors use structure, roles and hrefs, never translated text.
 */

for (const locale of locales) {
	test.describe(locale, () => {
		test('the landing leads to the three areas and to three outside publications', async ({ page }) => {
			await page.goto(localizePath('/perpetuator', locale))
			const areas = page.locator('#areas')
			expect(areaPaths).toHaveLength(3)
			for (const path of areaPaths) {
				await expect(areas.locator(`a[href="${localizePath(path, locale)}"]`)).toHaveCount(1)
			}
			const outside = page.locator('#further-reading a')
			await expect(outside).toHaveCount(landing.reading.items.length)
			for (const link of await outside.all()) {
				await expect(link).toHaveAttribute('target', '_blank')
				await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
				expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
			}
		})

		for (const path of areaPaths) {
			test(`${path} shows its projects as cards that lead to their write-ups`, async ({ page }) => {
				await page.goto(localizePath(path, locale))
				// The projects shown large first, then the others, each group in the records' order.
				const own = projects.filter((project) => `/perpetuator/${project.area}` === path)
				const expected = [...own.filter((project) => project.featured), ...own.filter((project) => !project.featured)]
				expect(expected.length).toBeGreaterThan(0)
				const cards = page.locator('main article')
				await expect(cards).toHaveCount(expected.length)
				for (const [index, project] of expected.entries()) {
					await expect(cards.nth(index).getByRole('link')).toHaveAttribute(
						'href',
						localizePath(projectPath(project), locale),
					)
				}
			})
		}
	})
}

test('a project card opens its write-up', async ({ page }) => {
	await page.goto('/zh-hans/perpetuator/actuallifeneeds')
	await page.locator('main article').first().getByRole('link').click()
	await expect(page).toHaveURL(/\/zh-hans\/perpetuator\/actuallifeneeds\/diabetes$/)
	await expect(page.locator('h1')).toBeVisible()
})

for (const record of projects) {
	const path = projectPath(record)
	const words = writeUp(record)
	test(`${path}: details, write-up, references and pictures`, async ({ page }) => {
		await page.goto(path)
		// The details panel: the title, then exactly the fields the record holds.
		const fields = await page
			.locator('dl [data-field]')
			.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-field')))
		const held = projectDetailFields.filter((field) => record[field] !== undefined)
		expect(fields.sort()).toEqual(['title', ...held].sort())
		await expect(page.locator('dl:has([data-field]) dt')).toHaveCount(fields.length)
		// Numbered references, each opening in a new tab.
		const references = page.locator('ol > li[id^="references-"]')
		await expect(references).toHaveCount(words.references.length)
		for (const link of await references.getByRole('link').all()) {
			await expect(link).toHaveAttribute('target', '_blank')
			await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
		}
		// Every citation in the text points to a reference on the page.
		const targets = await page
			.locator('main a[href^="#references-"]')
			.evaluateAll((links) => links.map((link) => link.getAttribute('href')!.slice(1)))
		expect(targets.length).toBeGreaterThan(0)
		for (const target of new Set(targets)) await expect(page.locator(`[id="${target}"]`)).toHaveCount(1)
		// The picture grid, every picture described.
		const pictures = page.locator('#gallery-heading ~ ul img')
		await expect(pictures).toHaveCount(words.gallery.length)
		for (const picture of await pictures.all()) expect((await picture.getAttribute('alt'))?.trim()).toBeTruthy()
	})
}

test.describe('charts', () => {
	test.use({ javaScriptEnabled: false })

	test('the social capital write-up draws four named charts, each with its numbers in a table', async ({ page }) => {
		for (const locale of ['en', 'zh-hans'] as const) {
			await page.goto(localizePath(projectPath(socialCommunity), locale))
			const figures = page.locator('#charts figure')
			expect(charts).toHaveLength(4)
			await expect(figures).toHaveCount(charts.length)
			for (const [index, chart] of charts.entries()) {
				const figure = figures.nth(index)
				const image = figure.getByRole('img')
				await expect(image).toHaveCount(1)
				const name = await image.evaluate((svg) =>
					(svg.getAttribute('aria-labelledby') ?? '')
						.split(' ')
						.map((id) => document.getElementById(id)?.textContent?.trim())
						.join(' '),
				)
				expect(name.trim().length, `${chart.id} is named`).toBeGreaterThan(10)
				await expect(image.locator('rect')).toHaveCount(chart.categories.length * chart.series.length)
				await expect(figure.getByRole('table').locator('tbody tr')).toHaveCount(chart.categories.length)
				await expect(figure.getByRole('table').locator('thead th')).toHaveCount(chart.series.length + 1)
				// Readable on a phone: the drawing fits its column.
				const box = await image.boundingBox()
				expect(box!.width).toBeGreaterThan(200)
			}
		}
	})

	test('charts fit a 390 px screen without sideways scrolling', async ({ page }) => {
		await page.setViewportSize({ width: 390, height: 844 })
		await page.goto(projectPath(socialCommunity))
		const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
		expect(overflow).toBeLessThanOrEqual(0)
	})
})
