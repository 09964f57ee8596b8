import { describe, expect, it } from 'vitest'
import { helpRegions } from '#app/content/schema/records/help-line.ts'
import { emergencyNumbers } from '#app/data/help-lines.ts'
import { emergencyNumbersFor, helpRegionsFor } from './help-order.ts'

describe('the order of /help for each reader', () => {
	it('puts Hong Kong first in Traditional Chinese, keeping the others in order', () => {
		expect(helpRegionsFor('zh-hant')).toEqual(['hong-kong', ...helpRegions.filter((region) => region !== 'hong-kong')])
		expect(emergencyNumbersFor('zh-hant').map((entry) => entry.id)).toEqual([
			'hong-kong',
			'us-canada',
			'uk',
			'australia',
		])
	})

	it('keeps the data order in English and Simplified Chinese', () => {
		for (const locale of ['en', 'zh-hans'] as const) {
			expect(helpRegionsFor(locale)).toEqual(helpRegions)
			expect(emergencyNumbersFor(locale)).toEqual(emergencyNumbers)
		}
	})
})
