import type { z } from 'zod'
import { field } from '#app/content/schema/fields.ts'

/** The closing "talk to us" box of a page: the foundation's e-mail address with a subject line ready, and a link to /contacts. */
export const getInTouch = field.object('Closing box: get in touch', {
	heading: field.string('Heading'),
	text: field.text('Text'),
	emailSubject: field.string('Subject line of the e-mail it starts'),
	contactsLink: field.string('Link to the contacts page'),
})

export type GetInTouchContent = z.output<typeof getInTouch>
