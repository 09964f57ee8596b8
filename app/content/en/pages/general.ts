import type { MemberRole } from '../../../data/members.ts'
import type { TextPageContent } from '../../types.ts'

/** What every page entry has: its meta, its one <h1> and a lead sentence. Each page adds its own parts. */
type PageEntry = Pick<TextPageContent, 'meta' | 'title' | 'summary'> & { [part: string]: unknown }

export const generalPages = {
	'/members': {
		meta: {
			title: 'Our team',
			description: 'The board members, volunteers and interns who carry the foundation’s work.',
		},
		title: 'Our Team',
		summary: 'The board members, volunteers and interns behind our programmes.',
		exampleNote: {
			heading: 'These names are examples',
			text: 'The foundation will introduce its team here. Until then, every name on this page is a placeholder, marked “Example”. Zhang San, Li Si and the others are the names Chinese readers know as stand-ins, like “John Doe”.',
		},
		board: {
			heading: 'Board members',
			intro: 'The board guides the foundation’s direction and its programmes.',
		},
		volunteers: {
			heading: 'Volunteers and interns',
			intro: 'Volunteers and interns give their time and skills to our programmes, each in a focus area.',
		},
		focusLabel: 'Focus area: {area}',
		roles: {
			founderPresident: 'Founder & President',
			programAdministrator: 'Program Administrator',
			programMinister: 'Program Minister',
			bilingualEducation: 'Bilingual Education',
			elderlyPsychologicalAbuse: 'Elderly Psychological Abuse',
			eventPlanning: 'Event Planning',
		} satisfies Record<MemberRole, string>,
		join: {
			heading: 'Join us',
			text: 'Would you like to give your time or skills? {link}, or {contact}.',
			link: 'See how to volunteer and support us',
			contact: 'write to us',
		},
	},
} satisfies Record<string, PageEntry>
