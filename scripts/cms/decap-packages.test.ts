import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * /admin is built from Decap CMS's own packages (app/admin/decap-cms.ts),
 * not from decap-cms-app, which registers every backend and widget there is.
 * Their versions must be exactly the ones decap-cms-app pins for its
 * release, so upgrading Decap means upgrading decap-cms-app and then these.
 */
const json = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, string>>

describe('Decap CMS packages', () => {
	const project = json('package.json')
	const app = json('node_modules/decap-cms-app/package.json')
	const ours = Object.entries(project.devDependencies ?? {}).filter(([name]) => /^decap-cms-(?!app$)/.test(name))

	it('are pinned to exact versions', () => {
		expect(project.devDependencies?.['decap-cms-app']).toMatch(/^\d+\.\d+\.\d+$/)
		for (const [name, version] of ours)
			expect({ name, version }).toEqual({ name, version: expect.stringMatching(/^\d+\.\d+\.\d+$/) })
	})

	it('are the versions decap-cms-app pins for its release', () => {
		expect(ours.length).toBeGreaterThan(10)
		for (const [name, version] of ours) expect({ name, version }).toEqual({ name, version: app.dependencies?.[name] })
	})

	it('are installed at those versions', () => {
		for (const [name, version] of ours)
			expect({ name, version: json(`node_modules/${name}/package.json`).version }).toEqual({ name, version })
	})
})
