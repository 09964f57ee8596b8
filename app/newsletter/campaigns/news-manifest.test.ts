// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { newsManifestFile, parseNewsManifest, writeNewsManifest } from './news-manifest.ts'
import { fixturePost } from '#tests/support/campaign-fixtures.ts'

let dir: string | undefined
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }))

describe('the news manifest', () => {
	it('is written beside the build’s server files, whole, and reads back', () => {
		dir = mkdtempSync(join(tmpdir(), 'manifest-'))
		const posts = [fixturePost('first'), fixturePost('second', { sendToSubscribers: false, image: undefined })]
		const file = writeNewsManifest(dir, posts)
		expect(file).toBe(newsManifestFile(dir))
		expect(readdirSync(dir)).toEqual(['news-posts.json'])
		expect(parseNewsManifest(JSON.parse(readFileSync(file, 'utf8')))).toEqual({ ok: true, posts })
	})

	it('names what is wrong and is not written', () => {
		dir = mkdtempSync(join(tmpdir(), 'manifest-'))
		expect(() => writeNewsManifest(dir!, [fixturePost('Bad Slug')])).toThrow(/slug/)
		expect(readdirSync(dir)).toEqual([])
	})

	it.each([
		[{ posts: [] }, /version/],
		[{ version: 1, posts: [fixturePost('a'), fixturePost('a')] }, /appears twice/],
		[{ version: 1, posts: [fixturePost('a', { date: '23/11/2026' })] }, /date/],
		[{ version: 1, posts: [{ ...fixturePost('a'), sendToSubscribers: 'yes' }] }, /sendToSubscribers/],
		[
			{ version: 1, posts: [fixturePost('a', { image: { src: 'x.jpg', alt: fixturePost('a').image!.alt } })] },
			/image.src/,
		],
		[{ version: 1, posts: [{ ...fixturePost('a'), locales: { en: fixturePost('a').locales.en } }] }, /zh-hans missing/],
		[
			{
				version: 1,
				posts: [
					fixturePost('a', {
						locales: { ...fixturePost('a').locales, en: { ...fixturePost('a').locales.en, url: 'news/a' } },
					}),
				],
			},
			/en.url/,
		],
	])('refuses %#', (manifest, problem) => {
		const parsed = parseNewsManifest(manifest)
		expect(parsed.ok).toBe(false)
		expect(parsed.ok ? '' : parsed.problem).toMatch(problem)
	})
})
