/** The foundation's four initiatives, in the order the site lists them. Names and texts are in the content files. */
export const initiativeLandings = [
	{ id: 'dreamer', path: '/dreamer' },
	{ id: 'perpetuator', path: '/perpetuator' },
	{ id: 'voyager', path: '/voyager' },
	{ id: 'enlightener', path: '/enlightener' },
] as const

export type InitiativeId = (typeof initiativeLandings)[number]['id']
