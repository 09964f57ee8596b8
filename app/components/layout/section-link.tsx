import type { ReactNode } from 'react'
import { localizePath } from '#app/i18n/locales.ts'
import { useLocale } from '#app/lib/use-locale.ts'

type SectionLinkProps = {
	/** The id of a section of the home page; `home` is the top of the page. */
	section: string
	className?: string
	children: ReactNode
}

/**
 * A link to a section of the home page: `/#news`, so from another page the
 * browser loads the home page there. On the home page itself, enhance.js
 * follows the spec's rule instead: no new history entry, and a smooth scroll
 * to the section after 100 ms (`data-section-link` names it).
 */
export function SectionLink({ section, className, children }: SectionLinkProps) {
	const locale = useLocale()
	const home = localizePath('/', locale)
	const href = section === 'home' ? home : localizePath(`/#${section}`, locale)
	return (
		<a href={href} className={className} data-section-link={section}>
			{children}
		</a>
	)
}
