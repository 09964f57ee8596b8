import type { ReactNode } from 'react'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { getContent } from '#app/content/index.server.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { renderInSite } from '#tests/support/render-in-site.tsx'
import PreferencesRoute from './preferences-route.tsx'

const token = 'ab'.repeat(32)

function renderPage(locale: Locale, notice: 'saved' | 'refused' | null = null) {
	const pages = getContent(locale).words.newsletterPages
	const loaderData = {
		locale,
		words: pages.preferences,
		contact: pages.unsubscribe.contact,
		view: 'settings' as const,
		notice,
		subscriber: { email: 'mei@example.org', language: locale, status: 'confirmed' as const },
	}
	// The page as React Router hands it its props (only these are read).
	const Page = PreferencesRoute as unknown as (props: {
		loaderData: typeof loaderData
		params: { token: string }
	}) => ReactNode
	renderInSite(<Page loaderData={loaderData} params={{ token }} />, {
		locale,
		path: `/newsletter/preferences/${token}`,
	})
	return pages.preferences
}

describe('the settings page, as assistive technology meets it', () => {
	it.each(['en', 'zh-hans', 'zh-hant'] as const)('in %s: one form per action, each named and labelled', (locale) => {
		const words = renderPage(locale)
		expect(screen.getByRole('heading', { level: 1, name: words.title })).toBeDefined()
		// The languages: a radio group named by its legend, described by its hint, the reader's checked.
		const group = screen.getByRole('group', { name: words.language.legend })
		expect(group.getAttribute('aria-describedby')).toBe('language-hint')
		const radios = within(group).getAllByRole('radio')
		expect(radios).toHaveLength(3)
		expect(within(group).getByRole('radio', { checked: true }).getAttribute('value')).toBe(locale)
		expect(within(group).getByLabelText('English').getAttribute('lang')).toBeNull()
		expect(screen.getByText('繁體中文').getAttribute('lang')).toBe('zh-Hant-HK')
		// Each action in a region named by its heading, its button a real submit button of a POST form.
		for (const [heading, button] of [
			[words.language.legend, words.language.button],
			[words.download.heading, words.download.button],
			[words.unsubscribe.heading, words.unsubscribe.button],
			[words.erase.heading, words.erase.button],
		]) {
			const region = screen.getByRole('region', { name: heading })
			const submit = within(region).getByRole('button', { name: button })
			expect(submit.getAttribute('type')).toBe('submit')
			expect(submit.closest('form')?.getAttribute('method')).toBe('post')
		}
		// Erasing needs the tick box, labelled, required.
		const confirm = screen.getByRole('checkbox', { name: words.erase.confirm })
		expect(confirm.hasAttribute('required')).toBe(true)
		const download = screen.getByRole('button', { name: words.download.button }).closest('form')!
		const prefix = locale === 'en' ? '' : `/${locale}`
		expect(download.getAttribute('action')).toBe(`${prefix}/newsletter/preferences/${token}/download`)
	})

	it('announces a saved language as a status, and a refusal as an alert', () => {
		const words = renderPage('zh-hans', 'saved')
		expect(screen.getByRole('status').textContent).toBe(words.language.saved)
	})

	it('announces a refused form as an alert with its heading', () => {
		const words = renderPage('en', 'refused')
		expect(within(screen.getByRole('alert')).getByRole('heading', { name: words.refused.title })).toBeDefined()
	})
})
