import type { z } from 'zod'
import type { Locale } from '#app/i18n/locales.ts'

/**
 * What a schema's complaint about a content file says to the person who
 * wrote it: a field left out (or a group emptied: YAML reads `footer:` with
 * nothing under it as null) is missing, and in a Chinese file it needs its
 * translation; a field the schema does not know is named. The content loader
 * (scripts/content/load-site-content.ts) and the site words' reader in plain
 * Node (app/content/site-words.server.ts) word their errors alike.
 */
export function issueMessage(issue: z.core.$ZodIssue, locale: Locale): string {
	const missing = issue.code === 'invalid_type' && /received (undefined|null)/.test(issue.message)
	if (missing) return locale === 'en' ? 'is missing' : 'is missing: a translation is needed'
	if (issue.code === 'unrecognized_keys') return `has a field the site does not know: ${issue.keys.join(', ')}`
	return issue.message
}
