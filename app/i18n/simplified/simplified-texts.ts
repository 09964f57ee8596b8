/**
 * Every piece of Simplified Chinese text the content holds, with where it is,
 * for the terms and punctuation tests (and the Traditional conversion's
 * benchmark): any Simplified Markdown, YAML or JSON under content/ (a path
 * with a `zh-hans` folder or a `.zh-hans.` file name).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'

export type PlacedText = { where: string; text: string }

/** Strings inside any value, each with its key path. */
function stringsIn(value: unknown, where: string): PlacedText[] {
	if (typeof value === 'string') return [{ where, text: value }]
	if (Array.isArray(value)) return value.flatMap((item, index) => stringsIn(item, `${where}[${index}]`))
	if (value && typeof value === 'object') {
		return Object.entries(value).flatMap(([key, item]) => stringsIn(item, `${where}.${key}`))
	}
	return []
}

const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/

/** A Markdown file: its front matter's strings, then its body as one text. */
export function markdownTexts(source: string, where: string): PlacedText[] {
	const found = source.match(frontMatter)
	if (!found) return [{ where, text: source }]
	return [...stringsIn(parseYaml(found[1]!), `${where} front matter`), { where, text: source.slice(found[0].length) }]
}

function isSimplifiedFile(path: string): boolean {
	return path.split('/').includes('zh-hans') || path.includes('.zh-hans.')
}

/** Simplified Markdown, YAML and JSON files under content/ (the glossaries excepted). */
export function simplifiedContentFiles(root: string): PlacedText[] {
	return contentFiles(root, isSimplifiedFile)
}

/** The texts of the content files (Markdown, YAML, JSON under content/, the glossaries excepted) a path test selects. */
export function contentFiles(root: string, select: (path: string) => boolean): PlacedText[] {
	let names: string[]
	try {
		names = readdirSync(join(root, 'content'), { recursive: true, encoding: 'utf8' })
	} catch {
		return []
	}
	return names
		.map((name) => `content/${name}`)
		.filter((path) => /\.(md|ya?ml|json)$/.test(path) && select(path) && !path.startsWith('content/glossary/'))
		.sort()
		.flatMap((path) => {
			const source = readFileSync(join(root, path), 'utf8')
			if (path.endsWith('.md')) return markdownTexts(source, path)
			if (/\.ya?ml$/.test(path)) return stringsIn(parseYaml(source), path)
			if (path.endsWith('.json')) return stringsIn(JSON.parse(source), path)
			return []
		})
}
