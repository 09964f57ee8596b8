import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { confinedPath, PathRefused } from './confined-path.ts'
import { uploadProblem } from './uploads.ts'

const repo = mkdtempSync(join(tmpdir(), 'confined-'))
mkdirSync(join(repo, 'content', 'pages'), { recursive: true })
mkdirSync(join(repo, 'outside'))
symlinkSync(join(repo, 'outside'), join(repo, 'content', 'link-out'))
afterAll(() => rmSync(repo, { recursive: true, force: true }))

describe('confinedPath', () => {
	it('takes paths inside content/ and public/media/', async () => {
		await expect(confinedPath(repo, 'content/pages/en/privacy.md')).resolves.toBe(
			join(repo, 'content/pages/en/privacy.md'),
		)
		await expect(confinedPath(repo, 'public/media/photo.jpg')).resolves.toBe(join(repo, 'public/media/photo.jpg'))
	})

	it.each([
		'package.json',
		'server/start.ts',
		'../secret',
		'content/../package.json',
		'content/pages/../../package.json',
		'/etc/passwd',
		'content\\..\\package.json',
		'C:/windows',
		'content/pages/x\0.md',
		'content/link-out/x.md',
		'public/media/../../server/start.ts',
		'',
		42,
	])('refuses %j', async (path) => {
		await expect(confinedPath(repo, path)).rejects.toBeInstanceOf(PathRefused)
	})
})

describe('uploadProblem', () => {
	const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0])
	it('takes photos and PDFs whose bytes match their name', () => {
		expect(uploadProblem('public/media/a.jpg', jpeg)).toBeNull()
		expect(uploadProblem('public/media/report.pdf', Buffer.from('%PDF-1.7\n'))).toBeNull()
	})
	it('refuses SVG, other kinds and a disguised file', () => {
		expect(uploadProblem('public/media/a.svg', Buffer.from('<svg/>'))).toBe('type')
		expect(uploadProblem('public/media/a.html', Buffer.from('<p>'))).toBe('type')
		expect(uploadProblem('public/media/a.jpg', Buffer.from('<svg/>'))).toBe('type')
	})
	it('refuses a file over the limit', () => {
		expect(uploadProblem('public/media/a.jpg', Buffer.concat([jpeg, Buffer.alloc(11 * 1024 * 1024)]))).toBe('size')
	})
})
