import { formatDate } from '~/lib/format-date.ts'
import { useLocale } from '~/lib/use-locale.ts'

/** An event's ISO date written out in the page's language, or null while it is to be announced. */
export function useEventDate(isoDate: string | null): string | null {
	const locale = useLocale()
	return isoDate ? formatDate(isoDate, locale) : null
}
