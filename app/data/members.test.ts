import { describe, expect, it } from 'vitest'
import { members } from './members.ts'

const roles = (group: string) => members.filter((member) => member.group === group).map((member) => member.role)

describe('members', () => {
	it('have the board’s three roles and the volunteers’ three focus areas', () => {
		expect(roles('board')).toEqual(['founderPresident', 'programAdministrator', 'programMinister'])
		expect(roles('volunteers')).toEqual(['bilingualEducation', 'elderlyPsychologicalAbuse', 'eventPlanning'])
	})

	it('have unique ids, and every name is flagged as an example until the foundation gives real ones', () => {
		expect(new Set(members.map((member) => member.id)).size).toBe(members.length)
		// Flip this when real names arrive: then no record may stay an example by accident.
		expect(members.every((member) => member.example)).toBe(true)
	})
})
