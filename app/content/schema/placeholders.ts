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

type PlainOptions = {
	hint?: string
	/** Placeholders the words must contain (an accessible name without its number would say nothing). */
	required?: readonly string[]
	/** A few sentences (a text area in the CMS) rather than a short line. */
	long?: boolean
	/** What fills them in, for the hint and the messages: "the site", "the e-mail". */
	filledBy?: string
}

/**
 * Plain words (no Markdown) in which the code fills `{name}` placeholders: an
 * e-mail's `{siteName}`, a link's `{page}`. Only the names given are allowed,
 * and `required` ones must be there; a misspelt or missing one stops the build
 * naming the field. With no names, any `{…}` is refused, so words that the
 * code does not fill never show a placeholder to a reader.
 */
export function wordsWithPlaceholders(label: string, names: readonly string[], options: PlainOptions = {}) {
	const { required = [], long = false, filledBy = 'the site' } = options
	const allowed = names.map((name) => `{${name}}`).join(', ')
	const placeholderHint = names.length
		? `${filledBy[0]!.toUpperCase()}${filledBy.slice(1)} fills in ${allowed} where you write ${names.length === 1 ? 'it' : 'them'}${
				required.length ? ` (${required.map((name) => `{${name}}`).join(', ')} must be there)` : ''
			}.`
		: undefined
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
							message: names.length
								? `has ${placeholder}, which ${filledBy} cannot fill: write ${allowed}`
								: `has ${placeholder}, which ${filledBy} does not fill here: write the words themselves`,
						})
				for (const name of required)
					if (!text.includes(`{${name}}`))
						context.addIssue({ code: 'custom', message: `must contain {${name}}, which ${filledBy} fills in` })
			}),
		{
			label,
			widget: long ? 'text' : 'string',
			i18n: 'translate',
			hint: [options.hint, placeholderHint].filter(Boolean).join(' ') || undefined,
		},
	)
}
