import type { ChartWords } from '~/content/en/pages/perpetuator.ts'
import type { BarChartData } from '~/data/social-capital-charts.ts'
import { localeConfig } from '~/i18n/locales.ts'
import { useLocale } from '~/lib/use-locale.ts'
import { BarChart } from './bar-chart.tsx'
import chartStyles from './bar-chart.module.css'
import { CitedText } from './cited-text.tsx'
import styles from './chart-figure.module.css'

type ChartFigureProps = {
	data: BarChartData
	words: ChartWords
	/** Caption of the table of numbers under the chart. */
	tableCaption: string
	citationLabel: string
}

/**
 * One chart with everything that makes it readable without seeing it: a
 * heading, a legend, the drawing (named and described for screen readers),
 * a summary of what it shows, its source, and its numbers as a table.
 */
export function ChartFigure({ data, words, tableCaption, citationLabel }: ChartFigureProps) {
	const locale = useLocale()
	const number = new Intl.NumberFormat(localeConfig[locale].hrefLang, {
		minimumFractionDigits: data.decimals,
		maximumFractionDigits: data.decimals,
	})
	const format = (value: number) => `${number.format(value)}${data.unit === 'percent' ? '%' : ''}`
	const id = `chart-${data.id}`
	return (
		<figure className={styles.figure} aria-labelledby={`${id}-heading`}>
			<figcaption>
				<h3 id={`${id}-heading`} className={styles.title}>
					{words.title}
				</h3>
			</figcaption>
			{data.series.length > 1 ? (
				<ul className={styles.legend}>
					{data.series.map((series, index) => (
						<li key={series.id}>
							<span className={`${styles.swatch} ${chartStyles[`swatch${index}`]}`} aria-hidden="true" />
							{words.series[series.id]}
						</li>
					))}
				</ul>
			) : null}
			<BarChart
				data={data}
				id={id}
				title={words.title}
				description={words.summary}
				xLabel={words.xLabel}
				yLabel={words.yLabel}
				formatValue={format}
			/>
			<p className={styles.summary}>{words.summary}</p>
			<p className={styles.source}>
				<CitedText text={words.source} citationLabel={citationLabel} />
			</p>
			<table className={styles.table}>
				<caption>{tableCaption}</caption>
				<thead>
					<tr>
						<th scope="col">{words.xLabel}</th>
						{data.series.map((series) => (
							<th key={series.id} scope="col">
								{words.series[series.id]}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{data.categories.map((category, index) => (
						<tr key={category}>
							<th scope="row">{category}</th>
							{data.series.map((series) => (
								<td key={series.id}>{format(series.values[index] ?? 0)}</td>
							))}
						</tr>
					))}
				</tbody>
			</table>
		</figure>
	)
}
