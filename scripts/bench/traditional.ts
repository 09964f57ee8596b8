/**
 * `npm run bench:traditional`: how fast Simplified text becomes Hong Kong
 * Traditional (app/i18n/traditional/to-hong-kong.ts). A benchmark, not a
 * test: it prints figures.
 *
 * Input: every Simplified text of the content files (the zh-hans files
 * under content/: each field's words, each Markdown body), converted one by
 * one as the content loader converts them: a first pass, then ROUNDS more
 * (5; the median is what a build converting thousands of strings sees).
 */
import { performance } from 'node:perf_hooks'
import { simplifiedContentFiles } from '#app/i18n/simplified/simplified-texts.ts'
import { toHongKongTraditional } from '#app/i18n/traditional/to-hong-kong.ts'

const rounds = Number(process.env.ROUNDS ?? 5)
const strings = simplifiedContentFiles(process.cwd()).map((placed) => placed.text)
const characters = strings.reduce((sum, text) => sum + text.length, 0)

let start = performance.now()
toHongKongTraditional('')
const load = performance.now() - start

/** One pass over every string, in milliseconds. */
function pass(): number {
	const begin = performance.now()
	for (const text of strings) toHongKongTraditional(text)
	return performance.now() - begin
}
const cold = pass()
const warm = Array.from({ length: rounds }, pass).sort((a, b) => a - b)
const median = warm[Math.floor(warm.length / 2)]!

console.log(`Simplified strings: ${strings.length} (${characters} characters)`)
console.log(`first call (loads OpenCC's dictionaries and the glossary): ${load.toFixed(0)} ms`)
console.log(`first pass over every string: ${cold.toFixed(0)} ms`)
console.log(
	`later passes (${rounds}): median ${median.toFixed(1)} ms, fastest ${warm[0]!.toFixed(1)} ms, slowest ${warm.at(-1)!.toFixed(1)} ms`,
)
console.log(
	`median pass: ${((strings.length / median) * 1000).toFixed(0)} strings/s, ${((median / strings.length) * 1000).toFixed(1)} µs a string, ${(((characters / median) * 1000) / 1e6).toFixed(2)} M characters/s`,
)
