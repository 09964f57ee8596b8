import { initiativeLandings, type InitiativeId } from '#app/data/initiatives.ts'

/** The four initiatives' ids, for select fields. */
export const initiativeIds = initiativeLandings.map((initiative) => initiative.id) as unknown as readonly [
	InitiativeId,
	...InitiativeId[],
]
