import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSiteSettings, SITE_SETTINGS_FILE } from './site.ts'

const source = readFileSync(SITE_SETTINGS_FILE, 'utf8')

describe('the site settings (content/settings/site.yml)', () => {
	it('reads the file as it is', () => {
		const settings = parseSiteSettings(source)
		expect(settings.name.value.en).toBeTruthy()
		expect(settings.donationUrl).toBeUndefined()
	})

	it('takes a setting the CMS saved empty as none', () => {
		// What the CMS writes when a staffer leaves an optional setting or the WeChat ID empty.
		const saved = `${source}donationUrl:\n  example: false\ncharityNumber:\n  value: ""\n  example: false\n`.replace(
			/wechatId:\n {2}value: null/,
			'wechatId:\n  value: ""',
		)
		const settings = parseSiteSettings(saved)
		expect(settings.donationUrl).toBeUndefined()
		expect(settings.charityNumber).toBeUndefined()
		expect(settings.wechatId.value).toBeNull()
	})

	it('reads an optional setting once it has a value', () => {
		const settings = parseSiteSettings(
			`${source}donationUrl:\n  value: https://give.example.org/offer-love\n  example: true\ncharityNumber:\n  value: "1234567"\n`,
		)
		expect(settings.donationUrl).toEqual({ value: 'https://give.example.org/offer-love', example: true })
		// The CMS saves a setting entered where there was none without its untouched Example switch.
		expect(settings.charityNumber).toEqual({ value: '1234567', example: false })
	})

	it('names the file and the field of a bad setting', () => {
		expect(() => parseSiteSettings(`${source}donationUrl:\n  value: give.example.org\n  example: false\n`)).toThrow(
			/content\/settings\/site\.yml › donationUrl\.value: Address of the donation page must be a full web address/,
		)
	})
})
