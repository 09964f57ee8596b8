import { z } from 'zod'
import { drawing, oneArtwork, photoInstead } from '#app/content/schema/artwork.ts'
import { field } from '#app/content/schema/fields.ts'
import { getInTouch } from './get-in-touch.ts'
import { pageBasics } from './page-basics.ts'

/**
 * An initiative's page of prose (The Dreamer's articles, The Voyager's
 * essays): a header with its illustration, the article in Markdown — each
 * part under a heading with a stable anchor, `## What we do {#what-we-do}` —
 * the references it cites, and a closing box.
 */
export const initiativeArticle = z
	.strictObject({
		...pageBasics,
		eyebrow: field.string('Initiative name shown above the title'),
		art: drawing('Picture in the page header'),
		photo: photoInstead('Picture in the page header'),
		body: field.markdown('Article', {
			hint: 'Start each part with a heading and its anchor: ## What we do {#what-we-do}. Keep the anchors the same in both languages.',
		}),
		seeAlso: field
			.object('Link to a related page, after the article', {
				to: field.sitePath('Page', { i18n: 'duplicate' }),
				text: field.string('Link text'),
			})
			.optional(),
		references: field.references('References (keys of content/references)').optional(),
		getInTouch,
	})
	.refine(...oneArtwork('art', 'photo'))
