import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getContent } from '#app/content/index.server.ts'
import { ChartFigure } from './chart-figure.tsx'
import { renderInSite } from '#tests/support/render-in-site.tsx'

const path = '/perpetuator/culturalexchange/socialcommunity'

describe.each(['en', 'zh-hans'] as const)('ChartFigure (%s)', (locale) => {
	const content = getContent(locale)
	const charts = content.pages[path].charts?.items ?? []
	const words = content.pages['/perpetuator'].projectWords.writeUp
	const citation = content.layout.common.citation.replace('{n}', '')

	it('draws the page’s four charts', () => expect(charts).toHaveLength(4))

	it.each(charts.map((chart) => [chart.id, chart] as const))('%s', async (_id, chart) => {
		const chartWords = chart
		renderInSite(<ChartFigure chart={chart} tableCaption={words.chartTableNote} />, { locale, path })
		// The drawing is one image, named by its title and described by its summary.
		const image = await screen.findByRole('img')
		expect(image).toHaveAccessibleName(`${chartWords.title} ${chartWords.summary}`)
		expect(image.querySelector('title')?.textContent).toBe(chartWords.title)
		expect(image.querySelector('desc')?.textContent).toBe(chartWords.summary)
		// Axis labels are drawn.
		expect(within(image as unknown as HTMLElement).getByText(chartWords.xLabel)).toBeInTheDocument()
		expect(within(image as unknown as HTMLElement).getByText(chartWords.yLabel)).toBeInTheDocument()
		// One bar per value, with heights proportional to the values (d3 scales, zero baseline).
		const bars = [...image.querySelectorAll('rect')]
		const values = chart.categories.flatMap((_c, i) => chart.series.map((series) => series.values[i]!))
		expect(bars).toHaveLength(values.length)
		const unit = Number(bars[0]!.getAttribute('height')) / values[0]!
		bars.forEach((bar, i) => expect(Number(bar.getAttribute('height'))).toBeCloseTo(values[i]! * unit, 6))
		// The numbers, as a table: one row per category, one column per series.
		const table = screen.getByRole('table', { name: words.chartTableNote })
		const rows = within(table).getAllByRole('row')
		expect(rows).toHaveLength(chart.categories.length + 1)
		expect(
			within(rows[0]!)
				.getAllByRole('columnheader')
				.map((cell) => cell.textContent),
		).toEqual([chartWords.xLabel, ...chart.series.map((series) => series.name)])
		chart.categories.forEach((category, i) => {
			const cells = within(rows[i + 1]!).getAllByRole('cell')
			expect(within(rows[i + 1]!).getByRole('rowheader')).toHaveTextContent(category)
			cells.forEach((cell, s) => {
				const value = chart.series[s]!.values[i]!
				expect(cell.textContent).toBe(`${value.toFixed(chart.decimals)}${chart.unit === 'percent' ? '%' : ''}`)
			})
		})
		// The source is named, and cites a reference.
		const sources = screen.getAllByRole('link', { name: new RegExp(`^${citation}\\d$`) })
		expect(sources.length).toBeGreaterThan(0)
		for (const link of sources) expect(link).toHaveAttribute('href', expect.stringMatching(/^#references-\d$/))
	})
})
