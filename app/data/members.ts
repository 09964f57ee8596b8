/**
 * The people on the Members page (/members): the board, then volunteers and
 * interns. Role and focus-area labels are translated in the page's content
 * (`roles`); names are proper names and are not translated.
 *
 * ⚠️ EXAMPLE NAMES. The specification withholds the team's names. Every
 * record below is a placeholder (`example: true`), and the page marks it with
 * an "Example" badge. Zhang San, Li Si, Wang Wu… are the names Chinese readers
 * know as stand-ins, like "John Doe". To publish the real team, replace each
 * record's names, set `example: false`, and add or remove records as needed.
 */
export type MemberRole =
	| 'founderPresident'
	| 'programAdministrator'
	| 'programMinister'
	| 'bilingualEducation'
	| 'elderlyPsychologicalAbuse'
	| 'eventPlanning'

export type Member = {
	id: string
	/** Board members, or volunteers and interns (whose role is their focus area). */
	group: 'board' | 'volunteers'
	role: MemberRole
	/** The name as the person writes it in English. */
	name: string
	/** The name in Chinese characters, shown on Chinese pages, in each script. */
	chineseName?: { 'zh-hans': string; 'zh-hant': string }
	example: boolean
}

export const members: Member[] = [
	{
		id: 'founder',
		group: 'board',
		role: 'founderPresident',
		name: 'Zhang San',
		chineseName: { 'zh-hans': '张三', 'zh-hant': '張三' },
		example: true,
	},
	{
		id: 'administrator',
		group: 'board',
		role: 'programAdministrator',
		name: 'Li Si',
		chineseName: { 'zh-hans': '李四', 'zh-hant': '李四' },
		example: true,
	},
	{
		id: 'minister',
		group: 'board',
		role: 'programMinister',
		name: 'Wang Wu',
		chineseName: { 'zh-hans': '王五', 'zh-hant': '王五' },
		example: true,
	},
	{
		id: 'volunteer-bilingual',
		group: 'volunteers',
		role: 'bilingualEducation',
		name: 'Zhao Liu',
		chineseName: { 'zh-hans': '赵六', 'zh-hant': '趙六' },
		example: true,
	},
	{
		id: 'volunteer-elderly',
		group: 'volunteers',
		role: 'elderlyPsychologicalAbuse',
		name: 'Sun Qi',
		chineseName: { 'zh-hans': '孙七', 'zh-hant': '孫七' },
		example: true,
	},
	{
		id: 'volunteer-events',
		group: 'volunteers',
		role: 'eventPlanning',
		name: 'Zhou Ba',
		chineseName: { 'zh-hans': '周八', 'zh-hant': '周八' },
		example: true,
	},
]
