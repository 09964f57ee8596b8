// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { GlossaryError } from '#app/i18n/glossary/load-yaml.ts'
import { hongKongGlossaryFile, parseHongKongGlossary } from './hong-kong-glossary.ts'
import { openccCanWrite, openccHongKong } from './to-hong-kong.ts'

const opencc = { convert: openccHongKong, canWrite: openccCanWrite }
const parse = (yaml: string) => parseHongKongGlossary(yaml, opencc, 'test.yml')
const entries = (...lines: string[]) => ['entries:', ...lines].join('\n')

describe('the Hong Kong glossary file', () => {
	it('is valid, and every source can occur in OpenCC output', () => {
		const glossary = parseHongKongGlossary(readFileSync(hongKongGlossaryFile, 'utf8'), opencc)
		expect(glossary.length).toBeGreaterThan(100)
	})

	it('accepts an entry with a note, and one kept as it is', () => {
		expect(
			parse(
				entries(
					'  - source: 信息',
					'    replacement: 資訊',
					'    note: information',
					'  - source: 合併為',
					'    replacement: 合併為',
				),
			),
		).toHaveLength(2)
	})

	it.each([
		[
			'a Simplified-only source',
			entries('  - source: 联系', '    replacement: 聯絡'),
			/line 2 .*「联」.*OpenCC never writes.*「聯繫」/,
		],
		['a form Hong Kong replaces', entries('  - source: 說明', '    replacement: 解釋'), /「說」.*「説明」/],
		[
			'ASCII in a source',
			entries('  - source: 信息a', '    replacement: 資訊'),
			/holds "a"; terms are Chinese text only/,
		],
		[
			'a space in a replacement',
			entries('  - source: 信息', '    replacement: 資 訊'),
			/line 3 .*replacement.*a space/,
		],
		['a missing replacement', entries('  - source: 信息'), /entries #1 replacement/],
		[
			'an unknown field',
			entries('  - source: 信息', '    replacement: 資訊', '    context: x'),
			/Unrecognized key.*context/,
		],
		[
			'a repeated source',
			entries('  - source: 信息', '    replacement: 資訊', '  - source: 信息', '    replacement: 訊息'),
			/line 4 .*already entry #1/,
		],
		[
			'a replacement the glossary would change again',
			entries('  - source: 信息', '    replacement: 資訊', '  - source: 資料', '    replacement: 信息庫'),
			/「信息庫」 holds 「信息」/,
		],
		['no entries', 'entries: []', /no entries/],
		['not YAML', 'entries:\n  - source: [信息', /not valid YAML/],
	])('refuses %s, naming the file, the line and the reason', (_, yaml, message) => {
		expect(() => parse(yaml)).toThrow(GlossaryError)
		expect(() => parse(yaml)).toThrow(message)
	})

	it('names the file in every message', () => {
		expect(() => parse(entries('  - source: 联系', '    replacement: 聯絡'))).toThrow(/^test\.yml/)
	})
})
