import { z } from 'zod'
import { placeholderPattern } from '../markdown/fill-placeholders.ts'
import { withCms, type RichText } from './fields.ts'

/**
 * Markdown in which the page fills `{name}` placeholders with facts from the
 * site’s settings or the newsletter’s policy (app/content/markdown/fill-placeholders.ts),
 * so that the foundation's name, e-mail address or a number of days changes
 * in one place. Only the names given are allowed: a misspelt one stops the build.
 */
export function markdownWithPlaceholders(label: string, names: readonly string[], options: { hint?: string } = {}) {
	const allowed = names.map((name) => `{${name}}`).join(', ')
	return withCms(
		z
			.string()
			.trim()
			.min(1, `${label} is empty`)
			.superRefine((text, context) => {
				for (const [placeholder, name] of text.matchAll(placeholderPattern))
					if (!names.includes(name ?? ''))
						context.addIssue({
							code: 'custom',
							message: `has ${placeholder}, which the page cannot fill: write ${allowed}`,
						})
			})
			.transform((markdown): RichText => ({ markdown })),
		{
			label,
			widget: 'markdown',
			i18n: 'translate',
			hint: [options.hint, `The page fills in ${allowed} where you write them.`].filter(Boolean).join(' '),
		},
	)
}
