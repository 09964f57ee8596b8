import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { illustration, illustrationShapes, type IllustrationId } from './illustrations.ts'

const dir = join(import.meta.dirname, '../assets/illustrations')

describe('illustrations', () => {
	it.each(Object.keys(illustrationShapes) as IllustrationId[])('%s has a file whose viewBox matches its shape', (id) => {
		const { width, height } = illustration(id)
		const svg = readFileSync(join(dir, `${id}.svg`), 'utf8')
		expect(svg).toMatch(new RegExp(`viewBox="0 0 ${width} ${height}"`))
		expect(svg.length, 'keep each illustration small').toBeLessThan(24_000)
		expect(svg).not.toMatch(/<script|<foreignObject|href="http/i)
	})

	it('has no file the registry does not list', () => {
		const files = readdirSync(dir).map((file) => file.replace(/\.svg$/, ''))
		expect(files.sort()).toEqual(Object.keys(illustrationShapes).sort())
	})
})
