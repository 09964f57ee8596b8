import { z } from 'zod'
import { placeholderPattern } from '../markdown/fill-placeholders.ts'
import { withCms } from './fields.ts'

const list = (names: readonly string[]) => {
	const written = names.map((name) => `{${name}}`)
	return written.length > 1 ? `${written.slice(0, -1).join(', ')} and ${written.at(-1)}` : (written[0] ?? '')
}

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
				for (const [placeholder, name] of text.matchAll(placeholderPattern))
					if (!allowed.includes(name ?? ''))
						context.addIssue({
							code: 'custom',
							message: `has ${placeholder}, which the page cannot fill: write ${list(allowed)}`,
						})
				for (const name of placeholders)
					if (!text.includes(`{${name}}`))
						context.addIssue({ code: 'custom', message: `must contain {${name}}, where the page fills it in` })
			}),
		{
			label,
			widget: options.long ? 'text' : 'string',
			i18n: 'translate',
			hint: [placeholders.length ? `Keep ${list(placeholders)}.` : `May hold ${list(allowed)}.`, options.hint]
				.filter(Boolean)
				.join(' '),
		},
	)
}
