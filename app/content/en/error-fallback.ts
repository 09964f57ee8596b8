/**
 * The last-resort error message, used when a page fails before its layout has
 * loaded. Kept apart from the layout so the error page can import it directly.
 */
export const errorFallback = {
	title: 'Something went wrong',
	message: 'Sorry, this page could not be shown. Please try again in a moment.',
	homeLink: 'Go to the home page',
}
