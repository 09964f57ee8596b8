import { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'
import { getInTouch } from './get-in-touch.ts'
import { cardSection } from './link-cards.ts'
import { pageBasics } from './page-basics.ts'

/** The Dreamer's landing page (/dreamer): its mission, its workshops and its past events. */
export const dreamerLandingPage = z.strictObject({
	...pageBasics,
	mission: field.object('Our mission', {
		heading: field.string('Heading'),
		body: field.markdown('Text'),
		learnMore: field.string('Link to how The Dreamer began'),
	}),
	criticalActions: cardSection('Critical Actions (workshops)'),
	pastEvents: cardSection('Past events'),
	getInTouch,
})
