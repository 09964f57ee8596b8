import type { IllustrationId } from './illustrations.ts'

/**
 * The partners as the home page's carousel shows them. The partners' records
 * are content files (content/partners: name, page, pictures, website), read
 * on the server; the home page still renders the carousel in the browser too,
 * so it keeps this copy of what the carousel needs, which a test
 * (app/content/partners.test.ts) holds equal to the records. Once the home
 * page passes the records to its carousel from the server, delete this file.
 */
export type Partner = {
	id: 'serendipitysnowclub' | 'aspirin' | 'aacntv'
	/** The partner's page on this site. */
	path: string
	/** The partner's name as it writes it (not translated). */
	name: string
	/** The image the home carousel leads with. */
	image: IllustrationId
}

/** In the home carousel's order. */
export const partners: Partner[] = [
	{ id: 'serendipitysnowclub', path: '/serendipitysnowclub', name: 'Serendipity Snow Club', image: 'partner-snowclub' },
	{ id: 'aspirin', path: '/aspirin', name: 'Aspirin', image: 'partner-aspirin' },
	{ id: 'aacntv', path: '/aacntv', name: 'AACNTV', image: 'partner-aacntv' },
]
