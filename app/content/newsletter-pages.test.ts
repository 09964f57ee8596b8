import content from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import { policy } from '#app/newsletter/store/policy.ts'
import type { PageFileContent } from './collections.ts'

const page = <P extends '/privacy' | '/newsletter' | '/newsletter/check-your-inbox'>(
	path: P,
	locale: 'en' | 'zh-hans' = 'en',
) => content[locale].pages[path] as PageFileContent<P>

/** The newsletter's pages state its policy (app/newsletter/store/policy.ts): the words and the code must agree. */
describe('the newsletter’s pages', () => {
	it('leave the foundation’s name, its e-mail address and the backup period to the settings, in every language', () => {
		for (const locale of ['en', 'zh-hans'] as const) {
			const notice = page('/privacy', locale).body.markdown
			for (const placeholder of ['{siteName}', '{email}', '{backupDays}']) expect(notice).toContain(placeholder)
			expect(page('/newsletter/check-your-inbox', locale).next.body.markdown).toContain('{siteName}')
		}
	})

	it('give the days a confirmation link works and how many confirmations a day an address gets', () => {
		const days = `${policy.confirmDays} days`
		expect(page('/privacy').body.markdown).toContain(`within ${days}`)
		expect(page('/newsletter').signUp.steps.markdown).toContain(days)
		expect(page('/newsletter/check-your-inbox').next.body.markdown).toContain(days)
		expect(page('/newsletter/check-your-inbox').help.body.markdown).toContain(
			`at most ${policy.maxConfirmationsPerDay} confirmation messages a day`,
		)
	})
})
