/**
 * Simplified Chinese → Traditional Chinese as read in Hong Kong.
 *
 * 1. OpenCC `s2hk` (opencc-js `{ from: 'cn', to: 'hk' }`): phrase-level
 *    conversion (the text is first segmented with OpenCC's phrase dictionary,
 *    so 头发 → 頭髮 but 发现 → 發現) followed by Hong Kong character forms
 *    (啓, 着, 裏).
 * 2. The project glossary, content/glossary/zh-hant-hk.yml: Hong Kong
 *    vocabulary (信息 → 資訊, 電子郵件 → 電郵), 「」 quotation marks, and the
 *    places where OpenCC's segmentation picks the wrong phrase
 *    (任何人参与 → 任何人蔘與, fixed to 人參與).
 *
 * Pure and format-agnostic: it changes Chinese characters and Chinese
 * punctuation only, never ASCII, so it can run over Markdown, YAML or
 * TypeScript source as well as over single strings. Both steps are built once
 * and cached; a conversion then costs about 10 µs a string (npm run
 * bench:traditional).
 * Build-time only (it reads the glossary file from disk).
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConverterBuilder, type DictGroup, type DictLike } from 'opencc-js/core'
import * as preset from 'opencc-js/preset/cn2t'
import { createReplacer, type Match, type Replacer } from '#app/i18n/glossary/replacer.ts'
import { hongKongGlossaryFile, parseHongKongGlossary } from './hong-kong-glossary.ts'

type Converter = (text: string) => string

let opencc: Converter | undefined
let glossary: Replacer | undefined

/** OpenCC alone, without the project glossary (the glossary's sources are written in its output). */
export function openccHongKong(simplified: string): string {
	opencc ??= ConverterBuilder(preset)({ from: 'cn', to: 'hk' })
	return opencc(simplified)
}

let writable: ((character: string) => boolean) | undefined

/**
 * Whether OpenCC's Hong Kong output can hold this character. Simplified-only
 * characters (联) and the forms Hong Kong replaces (說 → 説, 群 → 羣) never
 * appear in it, so a glossary source holding them could never match.
 */
export function openccCanWrite(character: string): boolean {
	writable ??= writableCharacters()
	return writable(character)
}

/** A dictionary's entries; opencc-js keeps them as "source target|source target" text. */
function pairs(dict: DictLike): readonly (readonly [string, string])[] {
	return typeof dict === 'string' ? dict.split('|').map((line) => line.split(' ') as [string, string]) : dict
}

/** The single characters a group of dictionaries converts. */
function keys(group: DictGroup): Set<string> {
	return new Set(group.flatMap(pairs).flatMap(([key]) => ([...key].length === 1 ? [key] : [])))
}

/** Every character a group of dictionaries can write. */
function values(group: DictGroup): Set<string> {
	return new Set(group.flatMap(pairs).flatMap(([, value]) => [...value]))
}

function writableCharacters(): (character: string) => boolean {
	const [characters, hongKongForms] = preset.configs['s2hk']!.conversionChain
	const [simplified, traditional] = [keys(characters!), values(characters!)]
	const [replacedInHongKong, hongKong] = [keys(hongKongForms!), values(hongKongForms!)]
	return (c) => ((!simplified.has(c) || traditional.has(c)) && !replacedInHongKong.has(c)) || hongKong.has(c)
}

/** The repository's top level: from this file when it can be found there, else the working directory. */
function repositoryRoot(): string {
	const fromHere = join(dirname(fileURLToPath(import.meta.url)), '../../..')
	return existsSync(join(fromHere, hongKongGlossaryFile)) ? fromHere : process.cwd()
}

/** Absolute path of the Hong Kong glossary. */
export function hongKongGlossaryPath(): string {
	return join(repositoryRoot(), hongKongGlossaryFile)
}

function loadGlossary(): Replacer {
	const text = readFileSync(hongKongGlossaryPath(), 'utf8')
	return createReplacer(parseHongKongGlossary(text, { convert: openccHongKong, canWrite: openccCanWrite }))
}

/**
 * A week after a number: Hong Kong writes 週 (8週, 每週), OpenCC keeps 周 after
 * a digit (为期8周 → 為期8周). A rule rather than a glossary entry, which holds
 * Chinese only; 四周 (all around) has no digit and stays.
 */
const weekAfterNumber = /(?<=\d\s?)周/g

/** Simplified Chinese → Hong Kong Traditional Chinese (OpenCC s2hk, then the project glossary). */
export function toHongKongTraditional(simplified: string): string {
	glossary ??= loadGlossary()
	return glossary.apply(openccHongKong(simplified)).replace(weekAfterNumber, '週')
}

/** The places where the glossary (or the week rule) would still change a Traditional text (empty when it reads as Hong Kong usage). */
export function findMainlandUsage(traditional: string): Match[] {
	glossary ??= loadGlossary()
	const weeks = [...traditional.matchAll(weekAfterNumber)].map((match) => ({
		source: '周',
		replacement: '週',
		index: match.index,
	}))
	return [...glossary.findChanges(traditional), ...weeks].sort((a, b) => a.index - b.index)
}

/** Forgets the loaded glossary, so the next conversion reads the file again (after staff edit it). */
export function reloadHongKongGlossary(): void {
	glossary = undefined
}
