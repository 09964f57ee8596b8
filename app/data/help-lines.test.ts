import { describe, expect, it } from 'vitest'
import content from 'virtual:site-content'
import { helpRegions, type HelpContact, type HelpLine } from '#app/content/schema/records/help-line.ts'
import { emergencyNumbers, listDates } from './help-lines.ts'

/** The help-line records (content/help-lines), in each written language, in page order. */
const linesIn = (locale: 'en' | 'zh-hans') => content[locale].records.helpLines as HelpLine[]
const helpLines = linesIn('en')
const en = { help: content.en.pages['/help'], lines: helpLines }
const zhHans = { help: content['zh-hans'].pages['/help'], lines: linesIn('zh-hans') }
const service = (side: typeof en, id: string) => side.lines.find((line) => line.id === id)!

const digits = (text: string) => text.replace(/\D/g, '')

/** What a contact's href must look like, by kind. */
const hrefPatterns: Record<HelpContact['kind'], RegExp> = {
	call: /^tel:\+?\d{3,15}$/,
	text: /^sms:\+?\d{3,15}$/,
	email: /^mailto:[^@\s]+@[^@\s]+$/,
	whatsapp: /^https:\/\/wa\.me\/\d+$/,
}

/** The href may add a country code (dropping the national 0), never change the number shown. */
function sameNumber(contact: HelpContact): boolean {
	if (contact.kind === 'email') return contact.href === `mailto:${contact.display}`
	const shown = contact.href.includes('+') ? digits(contact.display).replace(/^0/, '') : digits(contact.display)
	return digits(contact.href).endsWith(shown)
}

const everyContact = helpLines.flatMap((line) =>
	line.contacts.map((contact): { id: string; contact: HelpContact } => ({ id: line.id, contact })),
)

/** A record like the first, with the given dates. */
const recordWithDates = (factsTakenOn: string, confirmedByFoundation?: string): HelpLine => ({
	...helpLines[0]!,
	factsTakenOn,
	...(confirmedByFoundation ? { confirmedByFoundation } : {}),
})

describe('help lines', () => {
	it('has a unique id for every service, and at least one service in every region', () => {
		expect(new Set(helpLines.map((line) => line.id)).size).toBe(helpLines.length)
		expect(helpRegions.filter((region) => !helpLines.some((line) => line.region === region))).toEqual([])
	})

	it('lists services grouped by region, in the regions’ order', () => {
		const order = helpLines.map((line) => helpRegions.indexOf(line.region))
		expect(order).toEqual([...order].sort((a, b) => a - b))
	})

	it('gives every contact the href its kind needs: tel: for calls, sms: for texts, mailto: for e-mail', () => {
		const wrong = everyContact.filter(({ contact }) => !hrefPatterns[contact.kind].test(contact.href))
		expect(wrong).toEqual([])
	})

	it('dials the number it shows', () => {
		expect(everyContact.filter(({ contact }) => !sameNumber(contact))).toEqual([])
	})

	it('links every service to its source over https and dates when its facts were taken from it', () => {
		expect(helpLines.filter((line) => new URL(line.sourceUrl).protocol !== 'https:').map((line) => line.id)).toEqual([])
		expect(helpLines.filter((line) => !/^\d{4}-\d{2}-\d{2}$/.test(line.factsTakenOn)).map((line) => line.id)).toEqual([])
	})

	it('claims a confirmation by the foundation only when every record has one', () => {
		expect(listDates(helpLines)).toEqual({ factsTakenOn: helpLines.map((entry) => entry.factsTakenOn).sort()[0] })
		expect(listDates([recordWithDates('2026-11-23', '2026-12-01'), recordWithDates('2026-11-20')])).toEqual({ factsTakenOn: '2026-11-20' })
		expect(listDates([recordWithDates('2026-11-23', '2026-12-01'), recordWithDates('2026-11-20', '2026-12-03')])).toEqual({
			factsTakenOn: '2026-11-20',
			confirmedByFoundation: '2026-12-01',
		})
	})

	it('shows readers no note meant for the foundation ("before this site goes live…")', () => {
		for (const side of [en, zhHans]) {
			const page = JSON.stringify(side)
			expect(page).not.toMatch(/goes live|上线前|Last checked|最近核对/)
		}
	})

	it('gives every contact found on another page that page, over https', () => {
		const sourced = everyContact.filter(({ contact }) => contact.sourceUrl !== undefined)
		expect(sourced.filter(({ contact }) => new URL(contact.sourceUrl!).protocol !== 'https:')).toEqual([])
	})

	it('lists the Samaritans Welsh Language Line as its sources give it (0808 164 0123, not the old 0300 number)', () => {
		const samaritans = helpLines.find((line) => line.id === 'uk-samaritans')!
		const welsh = (samaritans.contacts as readonly HelpContact[]).filter((contact) => contact.label === 'welsh')
		expect(welsh.map((contact) => contact.display)).toEqual(['0808 164 0123'])
		expect(everyContact.filter(({ contact }) => digits(contact.display) === '03001233011')).toEqual([])
	})

	it('says, in every written language, that NHS 111 is not available in Northern Ireland', () => {
		expect(service(en, 'uk-nhs-111').about).toMatch(/not available in Northern Ireland/)
		expect(service(zhHans, 'uk-nhs-111').about).toContain('北爱尔兰')
	})

	it('gives the MHACC warmline’s hours with their time zone, or says that the source names none', () => {
		for (const hours of [service(en, 'us-mhacc').hours, service(zhHans, 'us-mhacc').hours]) {
			expect(hours).toMatch(/time zone|Time|时区|时间/)
		}
	})

	it('gives a Chinese name only with the page it was found on, over https', () => {
		const lines: readonly HelpLine[] = helpLines
		expect(lines.filter((line) => Boolean(line.nameZh) !== Boolean(line.nameZhSource)).map((line) => line.id)).toEqual([])
		expect(lines.filter((line) => line.nameZhSource && new URL(line.nameZhSource).protocol !== 'https:')).toEqual([])
		expect(lines.filter((line) => line.nameZh && !/\p{Script=Han}/u.test(line.nameZh)).map((line) => line.id)).toEqual([])
	})

	it('names in Chinese the services whose official Chinese names were found, and only those', () => {
		const named = (helpLines as readonly HelpLine[]).filter((line) => line.nameZh).map((line) => line.id)
		expect(named).toEqual([
			'us-mhacc',
			'hk-18111',
			'hk-samaritans',
			'hk-samaritan-befrienders',
			'hk-suicide-prevention-services',
			'hk-open-up',
		])
	})

	it('never guesses languages: a service either names some or is marked not stated', () => {
		const empty = helpLines.filter(
			(line) =>
				line.languages !== 'not-stated' &&
				line.languages.spoken.length === 0 &&
				!('interpreters' in line.languages && line.languages.interpreters),
		)
		expect(empty).toEqual([])
	})

	it('has the emergency number of every region served, as call links', () => {
		expect(emergencyNumbers.map((entry) => entry.number)).toEqual(['911', '999', '000', '999'])
		expect(emergencyNumbers.filter((entry) => entry.href !== `tel:${entry.number}`)).toEqual([])
	})
})
