// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseFormBody } from './form-body.ts'

const fields = { allowed: ['email', 'homepage', 'source'], required: ['email'] }
const form = 'application/x-www-form-urlencoded'
const bytes = (text: string) => new TextEncoder().encode(text)

describe('parseFormBody', () => {
	it('reads a browser form, percent-escapes and plus signs included', () => {
		const result = parseFormBody(
			`${form}; charset=UTF-8`,
			bytes('email=a%2Bnews%40example.org&homepage=&source=%2Fzh-hans'),
			fields,
		)
		expect(result).toEqual({
			ok: true,
			fields: new Map([
				['email', 'a+news@example.org'],
				['homepage', ''],
				['source', '/zh-hans'],
			]),
		})
		const spaces = parseFormBody(form, bytes('email=Jane+Doe+%3Cjane%40example.org%3E'), fields)
		expect(spaces.ok && spaces.fields.get('email')).toBe('Jane Doe <jane@example.org>')
	})

	it('decodes UTF-8, raw or escaped', () => {
		const escaped = parseFormBody(form, bytes('email=%E7%8E%8B%40example.org'), fields)
		expect(escaped.ok && escaped.fields.get('email')).toBe('王@example.org')
		const raw = parseFormBody(form, bytes('email=王@example.org'), fields)
		expect(raw.ok && raw.fields.get('email')).toBe('王@example.org')
	})

	it.each([
		[null, 'content-type'],
		['', 'content-type'],
		['multipart/form-data; boundary=x', 'content-type'],
		['application/json', 'content-type'],
		['text/plain', 'content-type'],
		[`${form}; charset=iso-8859-1`, 'encoding'],
		[`${form}; charset=gb2312`, 'encoding'],
	])('refuses content type %j: %s', (contentType, problem) => {
		expect(parseFormBody(contentType, bytes('email=a%40b.org'), fields)).toEqual({ ok: false, problem })
	})

	it.each([
		[[0x65, 0x6d, 0x61, 0x69, 0x6c, 0x3d, 0xff, 0xfe], 'raw bytes that are not UTF-8'],
		[[...bytes('email=%C3%28%40example.org')], 'an escaped invalid UTF-8 sequence'],
		[[...bytes('email=%ZZ')], 'a malformed escape'],
		[[...bytes('email=abc%4')], 'a truncated escape'],
		[[...bytes('email=%ED%A0%80')], 'an escaped lone surrogate'],
	])('refuses %j (%s) as encoding', (body) => {
		expect(parseFormBody(form, new Uint8Array(body), fields)).toEqual({ ok: false, problem: 'encoding' })
	})

	it.each([
		['email=a%40b.org&email=c%40d.org', 'repeated-field'],
		['email=a%40b.org&homepage=&homepage=', 'repeated-field'],
		['email=a%40b.org&name=Jane', 'unexpected-field'],
		['homepage=', 'missing-field'],
		['', 'missing-field'],
	])('refuses %j: %s', (body, problem) => {
		expect(parseFormBody(form, bytes(body), fields)).toEqual({ ok: false, problem })
	})
})
