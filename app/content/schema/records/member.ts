import { field } from '#app/content/schema/fields.ts'
import { z } from 'zod'

/**
 * One person on the Members page (/members), in content/members/<locale>/<id>.yml.
 * The name is written per language: in Chinese characters in the Chinese file
 * when the person has a Chinese name, otherwise as in English.
 */
export const memberRecord = z.strictObject({
	name: field.string('Name', {
		hint: 'As the person writes it in this language. On the Chinese side: their Chinese name, or the English one if they have none.',
	}),
	role: field.string('Role', {
		hint: 'For a board member, their title (“Program Administrator”); for a volunteer or intern, their focus area (“Event Planning”).',
	}),
	group: field.select('Group', ['board', 'volunteers'], {
		labels: { board: 'Board members', volunteers: 'Volunteers and interns' },
	}),
	order: field.number('Position on the page', { hint: 'Smaller numbers come first within the group.' }),
	photo: field.optionalImage('Photo', {
		hint: 'Optional. Without a photo, the page shows the person’s initials in a circle.',
	}),
	example: field
		.boolean('Example value (not real yet)', {
			hint: 'The page marks this person “Example”. Clear it once the name is real.',
		})
		.optional(),
})

export type MemberRecord = z.output<typeof memberRecord>
