import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { phrase } from '#app/content/schema/phrase.ts'
import { pageBasics } from './page-basics.ts'

/**
 * The search page (/search): the search box, what its results say, and what
 * the page shows when search cannot run (docs/decisions/025). The results'
 * lines are filled in the browser: {query} is what the reader typed, {count}
 * how many pages were found; `one` and `other` follow the language's plural
 * rules (Chinese uses `other` only).
 */
export const searchPage = z.strictObject({
	...pageBasics,
	form: field.object('Search box', {
		label: field.string('Label above the box'),
		button: field.string('Button'),
	}),
	results: field.object('Results', {
		one: phrase('One page found', ['query'], {
			optional: ['count'],
			hint: '{query} is what the reader typed. Not used in Chinese, which has no singular.',
		}),
		other: phrase('Several pages found', ['count', 'query'], {
			hint: '{count} is how many pages were found, {query} what the reader typed.',
		}),
		none: phrase('No page found', ['query'], { hint: '{query} is what the reader typed.' }),
		searching: field.string('While searching'),
		more: field.string('Button that shows more results'),
	}),
	otherLanguages: field.string('After “No page found”: words before the links to the same search in other languages'),
	unavailable: field.text('When search cannot load (every page is listed instead)'),
	withoutScript: field.object('Without JavaScript (every page is listed instead)', {
		note: field.text('Note'),
		heading: field.string('Heading of the list of every page'),
	}),
})
