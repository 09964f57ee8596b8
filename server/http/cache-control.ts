/** Cache lifetimes, in one place. */
export const cacheControl = {
	/** Prerendered HTML: always revalidate, so a deploy shows at once. */
	page: 'public, max-age=0, must-revalidate',
	/** Unhashed static files such as the favicon: an hour. */
	staticMaxAge: '1h',
} as const
