import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { searchTables, serialise, tableFiles } from '#scripts/build/generate-search-tables.ts'

describe('the search’s character tables', () => {
	it.each(Object.keys(tableFiles) as (keyof typeof tableFiles)[])(
		'%s is what scripts/build/generate-search-tables.ts makes from OpenCC (run it after upgrading opencc-js)',
		async (name) => {
			expect(await readFile(tableFiles[name], 'utf8')).toBe(serialise(searchTables()[name]))
		},
	)
})
