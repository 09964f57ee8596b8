import { z } from 'zod'
import { placeholderPattern } from '#app/content/markdown/fill-placeholders.ts'
import { withCms, type RichText } from './fields.ts'

/**
 * Markdown in which the page fills `{name}` placeholders with facts from the
 * site’s settings or the newsletter’s policy (app/content/markdown/fill-placeholders.ts),
 * so that the foundation's name, e-mail address or a number of days changes
 * in one place. Only the names given are allowed: a misspelt one stops the build.
 */
export function markdownWithPlaceholders(label: string, names: readonly string[], options: { hint?: string } = {}) {
	return withCms(
		z
			.string()
			.trim()
			.min(1, `${label} is empty`)
			.superRefine((text, context) => reportUnknownPlaceholders(text, names, context))
			.transform((markdown): RichText => ({ markdown })),
		{
			label,
			widget: 'markdown',
			i18n: 'translate',
			hint: [options.hint, `The page fills in ${listPlaceholders(names)} where you write them.`]
				.filter(Boolean)
				.join(' '),
		},
	)
}

/** The names written as a reader of the hint would write them: "{a}, {b} and {c}". */
export function listPlaceholders(names: readonly string[]): string {
	const written = names.map((name) => `{${name}}`)
	return written.length > 1 ? `${written.slice(0, -1).join(', ')} and ${written.at(-1)}` : (written[0] ?? '')
}

/** Reports each `{name}` in the text that is not one of `allowed`: the page could not fill it, and it would show as written. */
export function reportUnknownPlaceholders(text: string, allowed: readonly string[], context: z.RefinementCtx): void {
	for (const [placeholder, name] of text.matchAll(placeholderPattern))
		if (!allowed.includes(name ?? ''))
			context.addIssue({
				code: 'custom',
				message: `has ${placeholder}, which the page cannot fill: write ${listPlaceholders(allowed)}`,
			})
}
