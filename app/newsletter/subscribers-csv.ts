import { localizePath } from '#app/i18n/locales.ts'
import { csvRow } from '#app/lib/format/csv.ts'
import type { ConfirmedSubscriber } from './store/subscribers.server.ts'

/**
 * The confirmed subscribers as CSV rows, each with its unsubscribe link:
 * what `npm run subscribers -- export` prints and the workspace's newsletter
 * desk downloads. The header first, then one row per subscriber.
 */
export function* subscriberCsvRows(subscribers: Iterable<ConfirmedSubscriber>, publicBaseUrl: string) {
	yield csvRow([
		'email',
		'language',
		'source_page',
		'consented_at',
		'consent_version',
		'confirmed_at',
		'unsubscribe_url',
	])
	for (const s of subscribers)
		yield csvRow([
			s.email,
			s.locale,
			s.source_page,
			s.consent_at,
			s.consent_version,
			s.confirmed_at,
			publicBaseUrl + localizePath(`/newsletter/unsubscribe/${s.unsubscribe_token}`, s.locale),
		])
}
