import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { wordFiles } from '#app/content/collections.ts'
import { field, type Picture } from '#app/content/schema/fields.ts'
import { phrase } from '#app/content/schema/phrase.ts'
import { ContentError, loadSiteContent, type Registry } from './load-site-content.ts'

/**
 * One fixture per kind of bad content: each is a small content folder, read
 * with a small registry that has every kind of field, and must fail with a
 * message naming the file, the field and the problem.
 */
const registry: Registry = {
	pageFiles: {
		'/story': {
			name: 'story',
			label: 'Story',
			schema: z.strictObject({
				title: field.string('Title'),
				published: field.date('Published on'),
				photo: field.image('Photo'),
				references: field.references('References'),
				body: field.markdown('Text'),
			}),
		},
	},
	recordCollections: {
		references: {
			folder: 'references',
			label: 'References',
			singular: 'Reference',
			schema: z.strictObject({ title: field.string('Title', { i18n: 'duplicate' }) }),
		},
		posts: {
			folder: 'posts',
			label: 'Posts',
			singular: 'Post',
			format: 'md',
			recordPage: '/posts',
			schema: z.strictObject({
				title: field.string('Title'),
				date: field.date('Date'),
				body: field.markdown('Text'),
			}),
		},
	},
	settingsFiles: {
		site: {
			file: 'settings/site.yml',
			label: 'Site settings',
			schema: z.strictObject({
				email: field.string('E-mail', { i18n: 'none' }),
				donationUrl: field.url('Donate').optional(),
			}),
		},
	},
	wordFiles: {
		words: {
			folder: 'ui',
			name: 'words',
			label: 'Site words',
			schema: z.strictObject({
				footer: field.object('Footer', { heading: field.string('Heading'), legal: field.text('Legal line') }),
				common: field.object('Common', {
					citation: phrase('Citation', ['n']),
				}),
			}),
		},
	},
}

const good = {
	en: `---\ntitle: A story\npublished: 2024-05-01\nphoto:\n  src: /media/story.jpg\n  alt: Two people talking\nreferences: [who2023]\n---\n## Why it matters {#why}\n\nSee [the story](/story#why) and [@who2023].\n`,
	zh: `---\ntitle: 一个故事\nphoto:\n  src: /media/story.jpg\n  alt: 两个人在交谈\n---\n## 为什么重要 {#why}\n\n见[这个故事](/story#why)和[@who2023]。\n`,
	reference: 'title: Mental health of older adults\n',
	settings: 'email: hello@example.org\n',
	words: {
		en: 'footer:\n  heading: Contact\n  legal: A nonprofit foundation.\ncommon:\n  citation: reference {n}\n',
		zh: 'footer:\n  heading: 联系方式\n  legal: 一家非营利基金会。\ncommon:\n  citation: 参考文献 {n}\n',
	},
	post: {
		en: `---\ntitle: First post\ndate: 2025-03-01\n---\nRead [the story](/story#why).\n`,
		zh: `---\ntitle: 第一篇\n---\n读[这个故事](/story#why)。\n`,
	},
}

let root: string | undefined
afterEach(async () => {
	if (root) await rm(root, { recursive: true, force: true })
})

async function load(files: Record<string, string>) {
	root = await mkdtemp(join(tmpdir(), 'content-'))
	const all: Record<string, string> = {
		'pages/en/story.md': good.en,
		'pages/zh-hans/story.md': good.zh,
		'references/en/who2023.yml': good.reference,
		'references/zh-hans/who2023.yml': good.reference,
		'settings/site.yml': good.settings,
		'ui/en/words.yml': good.words.en,
		'ui/zh-hans/words.yml': good.words.zh,
		'posts/en/first.md': good.post.en,
		'posts/zh-hans/first.md': good.post.zh,
		...files,
	}
	for (const [path, text] of Object.entries(all)) {
		await mkdir(dirname(join(root, path)), { recursive: true })
		if (text) await writeFile(join(root, path), text)
	}
	// The photo the story shows: 800 × 600 pixels.
	await mkdir(join(root, 'media'), { recursive: true })
	await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
		.jpeg()
		.toFile(join(root, 'media', 'story.jpg'))
	const mediaDir = join(root, 'media')
	return Promise.resolve().then(() => loadSiteContent(root as string, registry, { mediaDir }))
}

async function problemsOf(files: Record<string, string>): Promise<string> {
	const failure = await load(files).then(
		() => undefined,
		(error: unknown) => error,
	)
	expect(failure).toBeInstanceOf(ContentError)
	return (failure as ContentError).message
}

describe('the content loader', () => {
	it('reads good files, merges the language-neutral fields and renders Markdown', async () => {
		const { content } = await load({})
		const zh = content['zh-hans'].pages['/story'] as { published: string; body: { hast: unknown } }
		expect(zh.published).toBe('2024-05-01')
		expect(JSON.stringify(zh.body.hast)).toContain('/zh-hans/story#why')
		expect(JSON.stringify((content['zh-hant'].pages['/story'] as { title: string }).title)).toContain('個故事')
	})

	it('adds each photo’s size and its AVIF and WebP variants, never wider than the original', async () => {
		const { content } = await load({})
		const photo = (content['zh-hant'].pages['/story'] as { photo: Picture }).photo
		expect(photo.alt).toBe('兩個人在交談')
		expect(photo.responsive).toMatchObject({ width: 800, height: 600 })
		expect(photo.responsive?.avif).toMatch(
			/^\/assets\/photos\/story-\w+-320\.avif 320w, .*-640\.avif 640w, .*-800\.avif 800w$/,
		)
		expect(photo.responsive?.webp).toMatch(/-800\.webp 800w$/)
		expect(photo.responsive?.src).toMatch(/-800\.webp$/)
	})

	it('names a photo that is not in the media folder', async () => {
		const message = await problemsOf({
			'pages/en/story.md': good.en.replace('/media/story.jpg', '/media/gone.jpg'),
			'pages/zh-hans/story.md': good.zh.replace('/media/story.jpg', '/media/gone.jpg'),
		})
		expect(message).toMatch(
			/pages\/en\/story\.md › photo\.src: shows \/media\/gone\.jpg, which is not in public\/media/,
		)
	})

	it('names a picture that differs between languages (it is the same picture, only its alt text is translated)', async () => {
		const message = await problemsOf({
			'pages/zh-hans/story.md': good.zh.replace('/media/story.jpg', '/media/other.jpg'),
		})
		expect(message).toMatch(/pages\/zh-hans\/story\.md › photo\.src: differs from the English file/)
	})

	it('counts an optional picture that the CMS saved empty as none, and still wants alt text for a real one', () => {
		const schema = z.strictObject({ photo: field.optionalImage('Photo') })
		expect(schema.parse({ photo: { decorative: false } }).photo).toBeUndefined()
		expect(schema.parse({ photo: { src: '', alt: '' } }).photo).toBeUndefined()
		expect(schema.parse({}).photo).toBeUndefined()
		expect(schema.parse({ photo: { src: '/media/a.jpg', alt: 'A' } }).photo?.src).toBe('/media/a.jpg')
		expect(schema.safeParse({ photo: { src: '/media/a.jpg' } }).success).toBe(false)
	})

	it('reads Markdown records: front matter as fields, the text after it as the body', async () => {
		const { content, files } = await load({})
		type Post = { id: string; title: string; date: string; body: { markdown: string; hast: unknown } }
		const [english] = content.en.records.posts as Post[]
		const [traditional] = content['zh-hant'].records.posts as Post[]
		expect(english).toMatchObject({ id: 'first', title: 'First post', date: '2025-03-01' })
		expect(english?.body.markdown).toBe('Read [the story](/story#why).')
		expect(traditional).toMatchObject({ id: 'first', title: '第一篇', date: '2025-03-01' })
		expect(JSON.stringify(traditional?.body.hast)).toContain('/zh-hant/story#why')
		expect(files.some((file) => file.endsWith('posts/zh-hans/first.md'))).toBe(true)
	})

	it('lets Markdown link to a record’s own page, and names a link to a record that does not exist', async () => {
		await expect(load({ 'pages/en/story.md': good.en.replace('(/story#why)', '(/posts/first)') })).resolves.toBeTruthy()
		const message = await problemsOf({ 'pages/en/story.md': good.en.replace('(/story#why)', '(/posts/second)') })
		expect(message).toMatch(/pages\/en\/story\.md › body: links to \/posts\/second, which is not a page/)
	})

	it('refuses a hostile address in any Markdown form, in a page or a record (issue 21)', async () => {
		const reference = await problemsOf({
			'posts/en/first.md': good.post.en.replace(
				'Read [the story](/story#why).',
				'Read [the story][r].\n\n[r]: javascript:alert(1)',
			),
		})
		expect(reference).toMatch(/posts\/en\/first\.md › body: links to "javascript:alert\(1\)"/)
		const autolink = await problemsOf({
			'pages/en/story.md': good.en.replace('(/story#why)', '(/story#why) <javascript:alert(1)>'),
		})
		expect(autolink).toMatch(/pages\/en\/story\.md › body: links to "javascript:alert\(1\)"/)
		const html = await problemsOf({
			'pages/zh-hans/story.md': good.zh.replace('。', '<a href="javascript:alert(1)">x</a>。'),
		})
		expect(html).toMatch(/pages\/zh-hans\/story\.md › body: has HTML/)
	})

	it('names a Markdown record without its translation, and a bad field in its front matter', async () => {
		const missing = await problemsOf({ 'posts/zh-hans/first.md': '' })
		expect(missing).toMatch(/posts\/zh-hans\/first\.md › \(file\): is missing/)
		const orphan = await problemsOf({ 'posts/zh-hans/second.md': good.post.zh })
		expect(orphan).toMatch(/posts\/zh-hans\/second\.md › \(file\): has no English file of the same name/)
		const date = await problemsOf({ 'posts/en/first.md': good.post.en.replace('2025-03-01', '1 March') })
		expect(date).toMatch(/posts\/en\/first\.md › date: .*YYYY-MM-DD/)
		const body = await problemsOf({ 'posts/zh-hans/first.md': '---\ntitle: 第一篇\n---\n' })
		expect(body).toMatch(/posts\/zh-hans\/first\.md › body: is missing: a translation is needed/)
	})

	it('names a missing field', async () => {
		const message = await problemsOf({ 'pages/en/story.md': good.en.replace('title: A story\n', '') })
		expect(message).toMatch(/pages\/en\/story\.md › title: is missing/)
	})

	it('names a missing translation', async () => {
		const message = await problemsOf({ 'pages/zh-hans/story.md': good.zh.replace('title: 一个故事\n', '') })
		expect(message).toMatch(/pages\/zh-hans\/story\.md › title: is missing: a translation is needed/)
	})

	it('names a missing translation file', async () => {
		const message = await problemsOf({ 'pages/zh-hans/story.md': '' })
		expect(message).toMatch(/pages\/zh-hans\/story\.md › \(file\): is missing/)
	})

	it('names a wrong date', async () => {
		const message = await problemsOf({ 'pages/en/story.md': good.en.replace('2024-05-01', '2024-13-45') })
		expect(message).toMatch(/pages\/en\/story\.md › published: .*YYYY-MM-DD/)
	})

	it('names an unknown reference key, in the list and in the text', async () => {
		const message = await problemsOf({ 'pages/en/story.md': good.en.replace('[who2023]', '[who1999]') })
		expect(message).toMatch(/story\.md › references: lists "who1999", which is not a reference/)
		expect(message).toMatch(/story\.md › body: cites \[@who2023\], which is not in the page's reference list/)
	})

	it('names a broken internal link and a broken #fragment', async () => {
		const page = await problemsOf({ 'pages/en/story.md': good.en.replace('(/story#why)', '(/no-such-page)') })
		expect(page).toMatch(/pages\/en\/story\.md › body: links to \/no-such-page, which is not a page/)
		const fragment = await problemsOf({ 'pages/zh-hans/story.md': good.zh.replace('(/story#why)', '(/story#how)') })
		expect(fragment).toMatch(/pages\/zh-hans\/story\.md › body: links to \/story#how, but that page has no #how/)
	})

	it('names an image without alt text, in each language', async () => {
		const en = await problemsOf({ 'pages/en/story.md': good.en.replace('  alt: Two people talking\n', '') })
		expect(en).toMatch(/pages\/en\/story\.md › photo\.alt: has no alt text/)
		const zh = await problemsOf({ 'pages/zh-hans/story.md': good.zh.replace('  alt: 两个人在交谈\n', '') })
		expect(zh).toMatch(/pages\/zh-hans\/story\.md › photo\.alt: has no alt text/)
	})

	it('names heading anchors that differ between languages', async () => {
		const message = await problemsOf({ 'pages/zh-hans/story.md': good.zh.replace('{#why}', '{#reason}') })
		expect(message).toMatch(
			/pages\/zh-hans\/story\.md › \(headings\): heading anchors \{#…\} differ from the English file/,
		)
	})

	it('names a field the site does not know', async () => {
		const message = await problemsOf({
			'pages/en/story.md': good.en.replace('title: A story', 'title: A story\nsubtitle: x'),
		})
		expect(message).toMatch(/pages\/en\/story\.md › \(file\): has a field the site does not know: subtitle/)
	})

	it('reads a settings file, the same in every language', async () => {
		const { content, files } = await load({})
		for (const locale of ['en', 'zh-hans', 'zh-hant'] as const)
			expect(content[locale].settings.site).toEqual({ email: 'hello@example.org' })
		expect(files.some((file) => file.endsWith('settings/site.yml'))).toBe(true)
	})

	it('names a missing settings file and a bad setting', async () => {
		expect(await problemsOf({ 'settings/site.yml': '' })).toMatch(/settings\/site\.yml › \(file\): is missing/)
		const message = await problemsOf({ 'settings/site.yml': `${good.settings}donationUrl: not a web address\n` })
		expect(message).toMatch(/settings\/site\.yml › donationUrl: Donate must be a full web address/)
	})

	it('reads the site words of each language, Traditional made from Simplified', async () => {
		const { content, files } = await load({})
		expect(content.en.words.words).toEqual({
			footer: { heading: 'Contact', legal: 'A nonprofit foundation.' },
			common: { citation: 'reference {n}' },
		})
		expect(content['zh-hant'].words.words).toEqual({
			footer: { heading: '聯絡方法', legal: '一家非營利基金會。' },
			common: { citation: '參考文獻 {n}' },
		})
		expect(files.filter((file) => file.includes('/ui/'))).toHaveLength(2)
	})

	it('names a site word without its translation, and a placeholder that is misspelt or missing', async () => {
		const missing = await problemsOf({
			'ui/zh-hans/words.yml': good.words.zh.replace('  legal: 一家非营利基金会。\n', ''),
		})
		expect(missing).toMatch(/ui\/zh-hans\/words\.yml › footer\.legal: is missing: a translation is needed/)
		const misspelt = await problemsOf({ 'ui/en/words.yml': good.words.en.replace('{n}', '{number}') })
		expect(misspelt).toMatch(
			/ui\/en\/words\.yml › common\.citation: has \{number\}, which the page cannot fill: write \{n\}/,
		)
		expect(misspelt).toMatch(/ui\/en\/words\.yml › common\.citation: must contain \{n\}, where the page fills it in/)
	})
})

/** The real words files (every file of content/ui), in a folder of their own, read with the real schema. */
async function loadWords(change: (file: string, text: string) => string) {
	root = await mkdtemp(join(tmpdir(), 'words-'))
	for (const locale of ['en', 'zh-hans']) {
		await mkdir(join(root, 'ui', locale), { recursive: true })
		for (const name of await readdir(join('content', 'ui', locale))) {
			const file = `ui/${locale}/${name}`
			await writeFile(join(root, file), change(file, await readFile(join('content', file), 'utf8')))
		}
	}
	return loadSiteContent(root, { pageFiles: {}, recordCollections: {}, wordFiles })
}

describe('the site words (content/ui)', () => {
	it('loads as they are', async () => {
		const { content } = await loadWords((_, text) => text)
		expect(Object.keys(content['zh-hant'].words.siteWords as object)).toContain('emails')
	})

	it('fail to load when a word has no translation, naming the file and the field', async () => {
		const failure = await loadWords((file, text) =>
			file.includes('zh-hans') ? text.replace(/^ {2}legal: .*\n/m, '') : text,
		).then(
			() => undefined,
			(error: unknown) => error,
		)
		expect(failure).toBeInstanceOf(ContentError)
		expect((failure as ContentError).message).toMatch(
			/ui\/zh-hans\/words\.yml › footer\.legal: is missing: a translation is needed/,
		)
	})
})
