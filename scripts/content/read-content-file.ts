import { readFileSync } from 'node:fs'
import { parse as parseYaml } from 'yaml'

/**
 * Reads one content file: YAML (`.yml`), or Markdown with YAML front matter
 * (`.md`), whose body becomes the `body` field (as Decap CMS writes it).
 * Returns undefined when the file does not exist.
 */
export function readContentFile(path: string): Record<string, unknown> | undefined {
	let source: string
	try {
		source = readFileSync(path, 'utf8')
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
		throw error
	}
	if (path.endsWith('.yml') || path.endsWith('.yaml')) return asObject(parseYaml(source), path)
	const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
	if (!match) return { body: source }
	const data = asObject(parseYaml(match[1] ?? ''), path)
	const body = (match[2] ?? '').trim()
	return body ? { ...data, body } : data
}

function asObject(value: unknown, path: string): Record<string, unknown> {
	if (value === null || value === undefined) return {}
	if (typeof value !== 'object' || Array.isArray(value))
		throw new Error(`${path}: expected fields (name: value), found ${typeof value}`)
	return value as Record<string, unknown>
}
