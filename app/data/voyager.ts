import type { IllustrationId } from './illustrations.ts'

/** The Voyager's programme: young people aged 12 to 24 (spec §9). */
export const voyagerAgeRange = { from: 12, to: 24 } as const

/**
 * The three settings The Voyager works in, each with its essay page. Titles,
 * texts and the essays themselves are in the content files, under the path.
 */
export type VoyagerArea = {
	id: 'community' | 'school' | 'family'
	path: '/voyager/community' | '/voyager/school' | '/voyager/family'
	image: IllustrationId
}

export const voyagerAreas: readonly VoyagerArea[] = [
	{ id: 'community', path: '/voyager/community', image: 'voyager-community' },
	{ id: 'school', path: '/voyager/school', image: 'voyager-school' },
	{ id: 'family', path: '/voyager/family', image: 'voyager-family' },
]


/**
 * The Youth Cabinet's four positions, in order of listing. What each does is
 * in the content files under the position's id. Everyone applies the same way:
 * by e-mail to the foundation's address (app/config/site.ts).
 */
export type CabinetPosition = {
	id: 'president' | 'vice-president' | 'secretary' | 'publicity'
	/** Publicity is a department: a small team rather than one person. */
	kind: 'office' | 'department'
}

export const cabinetPositions: readonly CabinetPosition[] = [
	{ id: 'president', kind: 'office' },
	{ id: 'vice-president', kind: 'office' },
	{ id: 'secretary', kind: 'office' },
	{ id: 'publicity', kind: 'department' },
]

export type CabinetPositionId = CabinetPosition['id']
