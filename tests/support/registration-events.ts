import { writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** YYYY-MM-DD of a day `days` from `from`. */
const dayFrom = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * Two test events for the browser tests of registration, written into a copy
 * of the content: `registration-test` (one place, two questions, a few days
 * ahead) and `registration-closed` (its registration closed yesterday). Both
 * are marked as examples; they never reach the real site.
 */
export function writeRegistrationEvents(contentDir: string, today: Date) {
	const start = dayFrom(today, 4)
	const files: Record<string, Record<'en' | 'zh-hans', string>> = {
		'registration-test': {
			en: `---
title: Registration test workshop
summary: A workshop the browser tests register for.
status: scheduled
start: ${start}T18:00
end: ${start}T20:00
timeZone: Asia/Hong_Kong
attendance: online
registrations:
  capacity: 1
  questions:
    - id: diet
      label: Dietary needs
    - id: first-time
      label: Is this your first event with us?
      kind: yes-no
      required: true
example: true
---
A workshop the browser tests register for.
`,
			'zh-hans': `---
title: 报名测试工作坊
summary: 浏览器测试用来报名的工作坊。
registrations:
  capacity: 1
  questions:
    - id: diet
      label: 饮食需求
    - id: first-time
      label: 这是您第一次参加我们的活动吗？
      kind: yes-no
      required: true
---
浏览器测试用来报名的工作坊。
`,
		},
		'registration-closed': {
			en: `---
title: Closed registration test
summary: An event whose registration has closed.
status: scheduled
start: ${start}T10:00
end: ${start}T11:00
timeZone: Asia/Hong_Kong
registrations:
  closes: ${dayFrom(today, -1)}T10:00
example: true
---
An event whose registration has closed.
`,
			'zh-hans': `---
title: 报名已截止的测试活动
summary: 报名已经截止的活动。
registrations:
  closes: ${dayFrom(today, -1)}T10:00
---
报名已经截止的活动。
`,
		},
	}
	for (const [id, byLocale] of Object.entries(files))
		for (const [locale, text] of Object.entries(byLocale))
			writeFileSync(join(contentDir, 'events', locale, `${id}.md`), text)
}
