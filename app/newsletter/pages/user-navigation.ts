/**
 * A person following a link, not a mail scanner fetching it. Browsers mark a
 * navigation that the user started (a click, a link opened from a mail app)
 * with these Fetch Metadata headers; link checkers and security scanners send
 * none of them. Only such a visit may act on a confirmation or unsubscribe
 * link at once; anything else sees the page with a button. (docs/decisions/015)
 */
export function isUserNavigation(headers: Headers): boolean {
	return (
		headers.get('sec-fetch-user') === '?1' &&
		headers.get('sec-fetch-mode') === 'navigate' &&
		headers.get('sec-fetch-dest') === 'document'
	)
}
