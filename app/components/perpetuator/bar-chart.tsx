import { scaleBand, scaleLinear } from 'd3-scale'
import type { ChartContent } from '#app/content/schema/pages/perpetuator.ts'
import styles from './bar-chart.module.css'

type BarChartProps = {
	data: ChartContent
	/** Prefix for the ids of the chart's title and description. */
	id: string
	title: string
	description: string
	xLabel: string
	yLabel: string
	formatValue: (value: number) => string
}

// The drawing's own coordinate system. It is narrow on purpose: scaled to a
// phone's width, its 14-unit text stays about 12 px tall.
const width = 330
const height = 250
const margin = { top: 42, right: 4, bottom: 46, left: 34 }

/**
 * A grouped bar chart drawn on the server as SVG: one group per category,
 * one bar per series, each labelled with its value. d3-scale does the
 * geometry. Screen readers get its title and description (role="img").
 */
export function BarChart({ data, id, title, description, xLabel, yLabel, formatValue }: BarChartProps) {
	const x = scaleBand<string>()
		.domain(data.categories)
		.range([margin.left, width - margin.right])
		.paddingInner(0.2)
		.paddingOuter(0.1)
	const bar = scaleBand<string>()
		.domain(data.series.map((series) => series.id))
		.range([0, x.bandwidth()])
		.paddingInner(0.08)
	const y = scaleLinear()
		.domain([0, data.max])
		.range([height - margin.bottom, margin.top])
	const baseline = y(0)
	return (
		<svg
			className={styles.chart}
			viewBox={`0 0 ${width} ${height}`}
			// oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- an inline SVG chart is an image: role="img" is its pattern
			role="img"
			aria-labelledby={`${id}-title ${id}-desc`}
		>
			<title id={`${id}-title`}>{title}</title>
			<desc id={`${id}-desc`}>{description}</desc>
			<text x={0} y={15} className={styles.axisLabel}>
				{yLabel}
			</text>
			{y.ticks(4).map((tick) => (
				<g key={tick}>
					<line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} className={styles.grid} />
					<text x={margin.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className={styles.tick}>
						{tick}
					</text>
				</g>
			))}
			{data.categories.map((category, index) => (
				<g key={category} transform={`translate(${x(category) ?? 0},0)`}>
					{data.series.map((series, seriesIndex) => {
						const value = series.values[index] ?? 0
						const left = bar(series.id) ?? 0
						return (
							<g key={series.id}>
								<rect
									x={left}
									y={y(value)}
									width={bar.bandwidth()}
									height={baseline - y(value)}
									className={styles[`series${seriesIndex}`]}
								/>
								<text x={left + bar.bandwidth() / 2} y={y(value) - 6} textAnchor="middle" className={styles.value}>
									{formatValue(value)}
								</text>
							</g>
						)
					})}
					<text x={x.bandwidth() / 2} y={baseline + 19} textAnchor="middle" className={styles.tick}>
						{category}
					</text>
				</g>
			))}
			<line x1={margin.left} x2={width - margin.right} y1={baseline} y2={baseline} className={styles.axis} />
			<text
				x={(margin.left + width - margin.right) / 2}
				y={height - 6}
				textAnchor="middle"
				className={styles.axisLabel}
			>
				{xLabel}
			</text>
		</svg>
	)
}
