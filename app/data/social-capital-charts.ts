import type { ReferenceId } from './project-references.ts'

/**
 * The figures behind the four charts on the social capital write-up
 * (/perpetuator/culturalexchange/socialcommunity). Every number is copied as
 * published by the source named in `sources`; none is estimated or derived.
 * Titles, axis labels, series names and summaries are in the content files
 * under the chart's id.
 */
export type BarChartData = {
	id: 'ageing' | 'urbanRural' | 'household' | 'ageingRegions'
	/** How values are written: as percentages or as plain numbers. */
	unit: 'percent' | 'number'
	/** Decimal places, as the source gives them. */
	decimals: number
	/** Top of the value axis. */
	max: number
	/** Category labels on the x axis (years: the same in every language). */
	categories: readonly string[]
	/** One entry per series; `values[i]` belongs to `categories[i]`. */
	series: readonly { id: string; values: readonly number[] }[]
	/** The references (ids) the figures come from. */
	sources: readonly ReferenceId[]
}

export const socialCapitalCharts = [
	{
		// Share of the population aged 60+ and 65+ at the 2010 and 2020 censuses.
		id: 'ageing',
		unit: 'percent',
		decimals: 2,
		max: 20,
		categories: ['2010', '2020'],
		series: [
			{ id: 'aged60', values: [13.26, 18.7] },
			{ id: 'aged65', values: [8.87, 13.5] },
		],
		sources: ['nbs2011census', 'nbs2021age'],
	},
	{
		// Share of the population living in urban and in rural areas at the 2010 and 2020 censuses.
		id: 'urbanRural',
		unit: 'percent',
		decimals: 2,
		max: 70,
		categories: ['2010', '2020'],
		series: [
			{ id: 'urban', values: [49.68, 63.89] },
			{ id: 'rural', values: [50.32, 36.11] },
		],
		sources: ['nbs2011census', 'nbs2021urban'],
	},
	{
		// Average number of people per family household at the 2000, 2010 and 2020 censuses
		// (the 2000 figure is quoted in the 2010 communiqué).
		id: 'household',
		unit: 'number',
		decimals: 2,
		max: 4,
		categories: ['2000', '2010', '2020'],
		series: [{ id: 'size', values: [3.44, 3.1, 2.62] }],
		sources: ['nbs2011census', 'scio2021census'],
	},
	{
		// Share of the population aged 65+, world and Eastern and South-Eastern Asia, 1990 and 2019 (UN, rounded).
		id: 'ageingRegions',
		unit: 'percent',
		decimals: 0,
		max: 12,
		categories: ['1990', '2019'],
		series: [
			{ id: 'world', values: [6, 9] },
			{ id: 'eastAsia', values: [6, 11] },
		],
		sources: ['un2019ageing'],
	},
] as const satisfies readonly BarChartData[]

export type SocialCapitalChartId = (typeof socialCapitalCharts)[number]['id']
