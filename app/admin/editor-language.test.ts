import { describe, expect, it } from 'vitest'
import { chosenLanguage, configUrl, translateProblem } from './editor-language.ts'

describe('the editor’s language', () => {
	it('is the staffer’s choice, else the browser’s', () => {
		expect(chosenLanguage(['zh-HK', 'en'], null)).toBe('zh-hant')
		expect(chosenLanguage(['zh-CN'], null)).toBe('zh-hans')
		expect(chosenLanguage(['fr', 'en-GB'], null)).toBe('en')
		expect(chosenLanguage(['zh-CN'], 'en')).toBe('en')
		expect(chosenLanguage(['en'], 'klingon')).toBe('en')
	})

	it('loads the configuration in that language', () => {
		expect(configUrl('en')).toBe('/admin/config.yml')
		expect(configUrl('zh-hant')).toBe('/admin/config.zh-hant.yml')
	})

	it('translates a problem whole, or around the words it quotes', () => {
		const messages = { 'is empty': '不能为空', 'has {n} items, the English file {m}': '有 {n} 项，英文版有 {m} 项' }
		expect(translateProblem('is empty', messages)).toBe('不能为空')
		expect(translateProblem('has 2 items, the English file 3', messages)).toBe('有 2 项，英文版有 3 项')
		expect(translateProblem('is new', messages)).toBe('is new')
	})
})
