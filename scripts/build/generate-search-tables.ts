/**
 * Writes the two character tables the search pages use to read a query typed
 * in the other Chinese script (docs/decisions/025):
 *  - app/search/tables/to-traditional.json, for /zh-hant/search: Simplified
 *    characters, and Taiwan variants, to the Hong Kong characters our
 *    Traditional pages use (OpenCC STCharacters, TWVariantsRev, HKVariants);
 *  - app/search/tables/to-simplified.json, for /zh-hans/search: Traditional
 *    characters, in Hong Kong or Taiwan variants, to Simplified (OpenCC
 *    HKVariantsRev, TWVariantsRev, TSCharacters).
 * Single characters only: the full phrase-level converter is about 1 MB; these
 * tables are about 11 KB gzip each. Each file is one JSON string of pairs
 * ("发發这這…"): even code points are the keys, odd ones their replacements.
 *
 * `node scripts/build/generate-search-tables.ts` rewrites them; a unit test fails
 * when the committed files differ from what this script generates.
 */
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import HKVariants from 'opencc-js/dict/HKVariants'
import HKVariantsRev from 'opencc-js/dict/HKVariantsRev'
import STCharacters from 'opencc-js/dict/STCharacters'
import TSCharacters from 'opencc-js/dict/TSCharacters'
import TWVariantsRev from 'opencc-js/dict/TWVariantsRev'

const root = join(import.meta.dirname, '../..')
export const tableFiles = {
	'to-traditional': join(root, 'app/search/tables/to-traditional.json'),
	'to-simplified': join(root, 'app/search/tables/to-simplified.json'),
} as const

type CharMap = Map<string, string>

/**
 * The characters a query holds: the CJK Unified Ideographs block (U+4E00–U+9FFF),
 * which has every character of everyday Chinese. The rare extension blocks
 * would add a third to the tables for characters nobody types into a search box.
 */
const everyday = /^[\u4e00-\u9fff]$/

/** OpenCC's "a b|c d" dictionary text as a map of single everyday characters. */
function characters(dictionary: string): CharMap {
	const map: CharMap = new Map()
	for (const entry of dictionary.split('|')) {
		const [from, to] = entry.split(' ')
		if (from && to && everyday.test(from) && everyday.test(to)) map.set(from, to)
	}
	return map
}

/** Applies the maps in turn to each key any of them knows; keeps the characters that change. */
function chain(...maps: CharMap[]): CharMap {
	const keys = new Set(maps.flatMap((map) => [...map.keys()]))
	const table: CharMap = new Map()
	for (const key of [...keys].sort()) {
		const value = maps.reduce((char, map) => map.get(char) ?? char, key)
		if (value !== key) table.set(key, value)
	}
	return table
}

export function searchTables(): Record<keyof typeof tableFiles, CharMap> {
	return {
		'to-traditional': chain(characters(STCharacters), characters(TWVariantsRev), characters(HKVariants)),
		'to-simplified': chain(characters(HKVariantsRev), characters(TWVariantsRev), characters(TSCharacters)),
	}
}

/** The file text of a table: one JSON string of key–replacement pairs. */
export function serialise(table: CharMap): string {
	return `${JSON.stringify([...table].map(([from, to]) => from + to).join(''))}\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
	for (const [name, table] of Object.entries(searchTables())) {
		await writeFile(tableFiles[name as keyof typeof tableFiles], serialise(table))
		console.log(`${name}: ${table.size} characters`)
	}
}
