import { readdir } from 'node:fs/promises'
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
