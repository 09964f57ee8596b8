import content from 'virtual:site-content'
import { describe, expect, it } from 'vitest'
import type { MemberRecord } from './schema/records/member.ts'

type Member = MemberRecord & { id: string }
const members = content.en.records.members as Member[]
const roles = (group: string) => members.filter((member) => member.group === group).map((member) => member.role)

describe('members', () => {
	it('have the board’s three roles and the volunteers’ three focus areas', () => {
		expect(roles('board')).toEqual(['Founder & President', 'Program Administrator', 'Program Minister'])
		expect(roles('volunteers')).toEqual(['Bilingual Education', 'Elderly Psychological Abuse', 'Event Planning'])
	})

	it('have unique ids, and every name is flagged as an example until the foundation gives real ones', () => {
		expect(new Set(members.map((member) => member.id)).size).toBe(members.length)
		// Flip this when real names arrive: then no record may stay an example by accident.
		expect(members.every((member) => member.example)).toBe(true)
	})

	it('are the same people, in the same order, in every language', () => {
		for (const locale of ['zh-hans', 'zh-hant'] as const)
			expect((content[locale].records.members as Member[]).map((member) => member.id)).toEqual(
				members.map((member) => member.id),
			)
	})
})
