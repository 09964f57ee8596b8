import { Prose } from '#app/components/content/prose.tsx'
import type { ChartContent } from '#app/content/schema/pages/perpetuator.ts'
import { localeConfig } from '#app/i18n/locales.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { BarChart } from './bar-chart.tsx'
import chartStyles from './bar-chart.module.css'
import styles from './chart-figure.module.css'

type ChartFigureProps = {
	/** The chart's words and numbers, from the write-up's content file. */
	chart: ChartContent
	/** Caption of the table of numbers under the chart. */
	tableCaption: string
}

/**
 * One chart with everything that makes it readable without seeing it: a
 * heading, a legend, the drawing (named and described for screen readers),
 * a summary of what it shows, its source, and its numbers as a table.
 */
export function ChartFigure({ chart, tableCaption }: ChartFigureProps) {
	const locale = useLocale()
	const number = new Intl.NumberFormat(localeConfig[locale].hrefLang, {
		minimumFractionDigits: chart.decimals,
		maximumFractionDigits: chart.decimals,
	})
	const format = (value: number) => `${number.format(value)}${chart.unit === 'percent' ? '%' : ''}`
	const id = `chart-${chart.id}`
	return (
		<figure className={styles.figure} aria-labelledby={`${id}-heading`}>
			<figcaption>
				<h3 id={`${id}-heading`} className={styles.title}>
					{chart.title}
				</h3>
			</figcaption>
			{chart.series.length > 1 ? (
				<ul className={styles.legend}>
					{chart.series.map((series, index) => (
						<li key={series.id}>
							<span className={`${styles.swatch} ${chartStyles[`swatch${index}`]}`} aria-hidden="true" />
							{series.name}
						</li>
					))}
				</ul>
			) : null}
			<BarChart
				data={chart}
				id={id}
				title={chart.title}
				description={chart.summary}
				xLabel={chart.xLabel}
				yLabel={chart.yLabel}
				formatValue={format}
			/>
			<p className={styles.summary}>{chart.summary}</p>
			<p className={styles.source}>
				<Prose value={chart.source} />
			</p>
			<table className={styles.table}>
				<caption>{tableCaption}</caption>
				<thead>
					<tr>
						<th scope="col">{chart.xLabel}</th>
						{chart.series.map((series) => (
							<th key={series.id} scope="col">
								{series.name}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{chart.categories.map((category, index) => (
						<tr key={category}>
							<th scope="row">{category}</th>
							{chart.series.map((series) => (
								<td key={series.id}>{format(series.values[index] ?? 0)}</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</figure>
	)
}
