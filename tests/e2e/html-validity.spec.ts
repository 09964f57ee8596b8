import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate'
import { expect, test } from './site.ts'

/**
 * Every prerendered page, and the 404 pages, pass html-validate (rules: .htmlvalidate.mjs).
 * Not /admin/index.html: the CMS's shell, written by Vite, is no page of the site.
 */
test('every built HTML file is valid', async () => {
	const clientDir = join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'client')
	const files = (await readdir(clientDir, { recursive: true }))
		.filter((file) => file.endsWith('.html') && !file.startsWith('admin/'))
		.map((file) => join(clientDir, file))
	expect(files.length).toBeGreaterThan(100)
	const validator = new HtmlValidate(new FileSystemConfigLoader())
	const errors: string[] = []
	for (const file of files) {
		const report = await validator.validateFile(file)
		for (const result of report.results) {
			for (const message of result.messages) {
				errors.push(
					`${file.slice(clientDir.length)}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
				)
			}
		}
	}
	expect(errors).toEqual([])
})

/** A class name built from a variant a CSS module does not style must be left out, never written as "undefined". */
test('no class attribute of a built page holds undefined, null or false', async () => {
	const clientDir = join(process.cwd(), process.env.BUILD_DIR ?? 'build', 'client')
	const files = (await readdir(clientDir, { recursive: true })).filter(
		(file) => file.endsWith('.html') && !file.startsWith('admin/'),
	)
	const found: string[] = []
	for (const file of files) {
		const html = await readFile(join(clientDir, file), 'utf8')
		for (const [attribute] of html.matchAll(/\bclass(?:Name)?="[^"]*\b(?:undefined|null|false)\b[^"]*"/g)) {
			found.push(`${file}: ${attribute}`)
		}
	}
	expect(found).toEqual([])
})
