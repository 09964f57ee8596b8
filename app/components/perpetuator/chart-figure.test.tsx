import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ChartWords } from '~/content/en/pages/perpetuator.ts'
import { getContent } from '~/content/index.server.ts'
import { socialCapitalCharts } from '~/data/social-capital-charts.ts'
import { ChartFigure } from './chart-figure.tsx'
import { renderInSite } from './test-router.tsx'

const path = '/perpetuator/culturalexchange/socialcommunity'

describe.each(['en', 'zh-hans'] as const)('ChartFigure (%s)', (locale) => {
	const content = getContent(locale)
	const page = content.pages[path]
	const words = content.pages['/perpetuator'].projects.writeUp

	it.each(socialCapitalCharts.map((chart) => [chart.id, chart] as const))('%s', async (_id, chart) => {
		const chartWords: ChartWords = page.charts.items[chart.id]
		renderInSite(
			<ChartFigure data={chart} words={chartWords} tableCaption={words.chartTableNote} citationLabel="ref {n}" />,
			{ locale, path },
		)
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
		).toEqual([chartWords.xLabel, ...chart.series.map((series) => chartWords.series[series.id])])
		chart.categories.forEach((category, i) => {
			const cells = within(rows[i + 1]!).getAllByRole('cell')
			expect(within(rows[i + 1]!).getByRole('rowheader')).toHaveTextContent(category)
			cells.forEach((cell, s) => {
				const value = chart.series[s]!.values[i]!
				expect(cell.textContent).toBe(`${value.toFixed(chart.decimals)}${chart.unit === 'percent' ? '%' : ''}`)
			})
		})
		// The source is named, and cites a reference.
		for (const link of screen.getAllByRole('link', { name: /ref \d/ }))
			expect(link).toHaveAttribute('href', expect.stringMatching(/^#references-\d$/))
	})
})
