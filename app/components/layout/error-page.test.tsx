import { render, screen } from '@testing-library/react'
import siteContent from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import type { SiteWords } from '#app/content/schema/words/site-words.ts'
import { locales, localizePath } from '#app/i18n/locales.ts'
import { ErrorPage } from './error-page.tsx'

describe('the error page', () => {
	it.each(locales)('speaks the site words’ Error page group, without any loader (%s)', (locale) => {
		const words = (siteContent[locale].words.siteWords as SiteWords).errorPage
		render(<ErrorPage locale={locale} />)
		expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(words.title)
		expect(screen.getByText(words.message)).toBeInTheDocument()
		expect(screen.getByRole('link', { name: words.homeLink })).toHaveAttribute('href', localizePath('/', locale))
	})
})
