import { z } from 'zod'
import { withCms } from './fields.ts'
import { listPlaceholders, reportUnknownPlaceholders } from './placeholders.ts'

/**
 * A short line of words in which the page fills `{name}` placeholders: a
 * number, a title, what the reader typed ("{n} of {total}"). Each name in
 * `placeholders` must be there (a line without it would lose what it reports),
 * `optional` ones may be, and no other: a misspelt one would show as written.
 * `long`: a few sentences (a text area in the CMS), as in an e-mail.
 */
export function phrase(
	label: string,
	placeholders: readonly string[],
	options: { hint?: string; optional?: readonly string[]; long?: boolean } = {},
) {
	const allowed = [...placeholders, ...(options.optional ?? [])]
	return withCms(
		z
			.string()
			.trim()
			.min(1, `${label} is empty`)
			.superRefine((text, context) => {
				reportUnknownPlaceholders(text, allowed, context)
				for (const name of placeholders)
					if (!text.includes(`{${name}}`))
						context.addIssue({ code: 'custom', message: `must contain {${name}}, where the page fills it in` })
			}),
		{
			label,
			widget: options.long ? 'text' : 'string',
			i18n: 'translate',
			hint: [
				placeholders.length ? `Keep ${listPlaceholders(placeholders)}.` : `May hold ${listPlaceholders(allowed)}.`,
				options.hint,
			]
				.filter(Boolean)
				.join(' '),
		},
	)
}
