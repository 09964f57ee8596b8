import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { localizePath } from '#app/i18n/locales.ts'
import { useLocale } from '#app/lib/use-locale.ts'

type LocalizedLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
	/** The English site path (`/aboutus`, `/#news`); the current language's prefix is added. */
	to: string
}

/** A link to a page of this site, in the language of the page it sits on. */
export function LocalizedLink({ to, ...props }: LocalizedLinkProps) {
	const locale = useLocale()
	return <Link to={localizePath(to, locale)} {...props} />
}
