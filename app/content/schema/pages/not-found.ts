import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { pageBasics } from './page-basics.ts'

/** The not-found page: shown, with status 404, for any address the site does not have. */
export const notFoundPage = z.strictObject({
	...pageBasics,
	body: field.markdown('Suggestions', {
		hint: 'A lead line, then a list of links: - [Go to the home page](/)',
	}),
})
