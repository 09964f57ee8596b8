import { z } from 'zod'
import { illustrationIds } from '#app/data/illustration-ids.ts'

/**
 * The building blocks of every content schema. Each field is a zod schema that
 * also carries what the CMS needs to edit it (label, widget, whether it is
 * translated), so the schema is the one source of truth: it validates the
 * files at build and in tests, gives the React code its types, and generates
 * the Decap CMS configuration (scripts/cms/decap-config.ts).
 *
 * Translation (`i18n`), as Decap CMS names it:
 * - `translate`: written in each language's file (the default for words).
 * - `duplicate`: entered once in English, copied into the Chinese file by the
 *   CMS; the build checks both files agree (anchor ids inside lists).
 * - `none`: a language-neutral fact (date, status, image, id) kept only in
 *   the English file; Chinese pages read it from there.
 */
export type I18nMode = 'translate' | 'duplicate' | 'none'

export type CmsMeta = {
	label: string
	widget:
		'string' | 'text' | 'markdown' | 'boolean' | 'datetime' | 'select' | 'list' | 'object' | 'image' | 'file' | 'number'
	i18n: I18nMode
	hint?: string
	/** select: the allowed values. */
	options?: readonly string[]
	/** select: what staff see for each value (the value itself when not given). */
	optionLabels?: Readonly<Record<string, string>>
	/** select: several values may be chosen (a list of them is stored). */
	multiple?: boolean
	/** datetime: date only, or date and time. */
	dateOnly?: boolean
	/** markdown: a short phrase shown inside a line (no paragraphs). */
	inline?: boolean
	/** string: a regular expression the value must match, and what to say when it does not (the CMS checks it before saving). */
	pattern?: readonly [string, string]
	/** object: shown closed in the CMS until opened (a long form of many groups stays easy to find one's way in). */
	collapsed?: boolean
	/** A picker of the editor's own instead of the widget: time zones by city, drawings as pictures (app/admin/widgets). */
	picker?: 'time-zone' | 'illustration'
}

const cmsMeta = new WeakMap<z.ZodType, CmsMeta>()

/** Attaches the CMS description to a schema (and returns the schema). */
export function withCms<T extends z.ZodType>(schema: T, meta: CmsMeta): T {
	cmsMeta.set(schema, meta)
	return schema
}

/** The CMS description of a field, looking through optional and default wrappers. */
export function cmsOf(schema: z.ZodType): CmsMeta | undefined {
	const own = cmsMeta.get(schema)
	if (own) return own
	const inner = peel(schema)
	return inner === schema ? undefined : cmsOf(inner)
}

/** One wrapper less: the schema inside `optional()`, `default()`, `nullable()`, before a `transform()` or after a `preprocess()`. */
function peel(schema: z.ZodType): z.ZodType {
	if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
		return schema.unwrap() as z.ZodType
	if (schema instanceof z.ZodPipe && schema.out instanceof z.ZodTransform) return schema.in as z.ZodType
	if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform) return schema.out as z.ZodType
	return schema
}

/** The schema inside all `optional()`, `default()` and `nullable()` wrappers and `transform()`s. */
export function unwrap(schema: z.ZodType): z.ZodType {
	const inner = peel(schema)
	return inner === schema ? schema : unwrap(inner)
}

const imageFields = new WeakSet<z.ZodType>()

/** Whether a field is a picture (`field.image`, `field.optionalImage`), looking through `optional()`. */
export function isImageField(schema: z.ZodType): boolean {
	if (imageFields.has(schema)) return true
	const inner =
		schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault
			? (schema.unwrap() as z.ZodType)
			: schema
	return inner !== schema && isImageField(inner)
}

export function isOptional(schema: z.ZodType): boolean {
	if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodTransform) return isOptional(schema.out as z.ZodType)
	return schema instanceof z.ZodOptional || schema instanceof z.ZodDefault
}

/**
 * Markdown, as written in a content file. The loader renders it (links made
 * local to the page's language and checked, citations numbered) and stores
 * the result in `hast`, which `<Prose>` turns into React elements.
 */
export type RichText = { markdown: string; hast?: import('hast').Root; inline?: boolean }

/** A photo as the build's pipeline serves it (scripts/photos): AVIF and WebP at several widths. */
export type ResponsivePhoto = {
	/** The original's size (after EXIF rotation), for the width and height attributes. */
	width: number
	height: number
	/** The <img src> fallback (WebP), and the AVIF file of the same width (the href of a preload). */
	src: string
	avifSrc: string
	/** `srcset` of each format, widths in `w`. */
	avif: string
	webp: string
}

/**
 * A picture field, as written in a content file. The content loader adds
 * `responsive` (checking that the file exists), which `<Photo>` renders.
 */
export type Picture = { src: string; alt?: string; decorative?: boolean; responsive?: ResponsivePhoto }

type Options = { hint?: string; i18n?: I18nMode }

/** Whether the runtime knows an IANA time zone of this name (a zone, not an abbreviation or an offset). */
function isTimeZone(value: string): boolean {
	if (!/^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/.test(value)) return false
	try {
		return new Intl.DateTimeFormat('en', { timeZone: value }).resolvedOptions().timeZone !== ''
	} catch {
		return false
	}
}

const nonEmpty = (label: string) => z.string().trim().min(1, `${label} is empty`)

export const field = {
	/** A short line of words: a title, a label, a button. */
	string: (label: string, options: Options = {}) =>
		withCms(nonEmpty(label), { label, widget: 'string', i18n: options.i18n ?? 'translate', hint: options.hint }),

	/** A few plain sentences without formatting (meta descriptions, alt text). */
	text: (label: string, options: Options = {}) =>
		withCms(nonEmpty(label), { label, widget: 'text', i18n: options.i18n ?? 'translate', hint: options.hint }),

	/** Markdown: paragraphs, lists, links, emphasis, citations `[@key]`. */
	markdown: (label: string, options: Options & { inline?: boolean } = {}) =>
		withCms(
			nonEmpty(label).transform((markdown): RichText => ({ markdown, inline: options.inline })),
			{ label, widget: 'markdown', i18n: options.i18n ?? 'translate', hint: options.hint, inline: options.inline },
		),

	/** A language-neutral identifier: lower-case letters, digits and hyphens. */
	id: (label: string, options: Options = {}) =>
		withCms(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, `${label} must be lower-case letters, digits and hyphens`), {
			label,
			widget: 'string',
			i18n: options.i18n ?? 'none',
			hint: options.hint,
			pattern: ['^[a-z0-9][a-z0-9-]*$', 'lower-case letters, digits and hyphens only'],
		}),

	/** A calendar date, YYYY-MM-DD, the same in every language. */
	date: (label: string, options: Options = {}) =>
		withCms(
			z.iso.date(`${label} must be a date written YYYY-MM-DD`).or(
				// YAML reads an unquoted 2024-05-01 as a Date: accept it as the same calendar day.
				z.date().transform((date) => date.toISOString().slice(0, 10)),
			),
			{ label, widget: 'datetime', i18n: options.i18n ?? 'none', hint: options.hint, dateOnly: true },
		) as unknown as z.ZodType<string, string>,

	boolean: (label: string, options: Options = {}) =>
		withCms(z.boolean(), { label, widget: 'boolean', i18n: options.i18n ?? 'none', hint: options.hint }),

	number: (label: string, options: Options = {}) =>
		withCms(z.number(), { label, widget: 'number', i18n: options.i18n ?? 'none', hint: options.hint }),

	/** One of a fixed set of values (a status, a kind), the same in every language. */
	select: <const T extends readonly [string, ...string[]]>(
		label: string,
		values: T,
		options: Options & { labels?: Readonly<Record<T[number], string>> } = {},
	) =>
		withCms(z.enum(values), {
			label,
			widget: 'select',
			i18n: options.i18n ?? 'none',
			hint: options.hint,
			options: values,
			optionLabels: options.labels,
		}),

	/** Any number of a fixed set of values (tags), the same in every language. */
	selectMany: <const T extends readonly [string, ...string[]]>(label: string, values: T, options: Options = {}) =>
		withCms(z.array(z.enum(values)), {
			label,
			widget: 'select',
			i18n: options.i18n ?? 'none',
			hint: options.hint,
			options: values,
			multiple: true,
		}),

	/**
	 * A date and time on the clock of the place it happens, YYYY-MM-DDTHH:mm,
	 * without a time-zone offset: a `field.timeZone` beside it says which clock.
	 */
	localDateTime: (label: string, options: Options = {}) =>
		withCms(
			z
				.string()
				.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `${label} must be a date and time written YYYY-MM-DDTHH:mm`)
				.refine(
					(value) =>
						!Number.isNaN(Date.parse(`${value}:00Z`)) && value === new Date(`${value}:00Z`).toISOString().slice(0, 16),
					{
						message: `${label} is not a real date and time`,
					},
				),
			{ label, widget: 'datetime', i18n: options.i18n ?? 'none', hint: options.hint, dateOnly: false },
		),

	/** An IANA time zone, such as America/Vancouver or Asia/Hong_Kong. */
	timeZone: (label: string, options: Options = {}) =>
		withCms(
			z.string().refine(isTimeZone, {
				message: `${label} must be a time zone such as America/Vancouver, Europe/London or Asia/Hong_Kong`,
			}),
			{
				label,
				widget: 'string',
				i18n: options.i18n ?? 'none',
				hint:
					options.hint ??
					'The city whose clock the times are on: the place’s own, or the nearest city in its time zone.',
				picker: 'time-zone',
			},
		),

	/** A PDF uploaded to public/media/ through the CMS (an annual report), the same in every language. */
	pdf: (label: string, options: Options = {}) =>
		withCms(z.string().regex(/^\/media\/[\w./-]+\.pdf$/i, `${label} must be a PDF in /media/`), {
			label,
			widget: 'file',
			i18n: options.i18n ?? 'none',
			hint: options.hint,
		}),

	/** A web address outside this site. */
	url: (label: string, options: Options = {}) =>
		withCms(z.url({ protocol: /^https?$/, error: `${label} must be a full web address (https://…)` }), {
			label,
			widget: 'string',
			i18n: options.i18n ?? 'none',
			hint: options.hint,
			pattern: ['^https?://', 'a full web address, starting with https://'],
		}),

	/**
	 * A photo (uploaded to public/media/ through the CMS) with its alt text in
	 * each language. The build turns it into responsive AVIF and WebP.
	 */
	image: (label: string, options: Options = {}) => {
		const schema = withCms(
			z
				.strictObject({
					src: withCms(
						z
							.string()
							.regex(
								/^\/media\/[\w./-]+\.(jpe?g|png|webp|avif)$/i,
								'must be a picture in /media/ (.jpg, .png, .webp or .avif)',
							),
						{
							label: 'Picture',
							widget: 'image',
							i18n: 'duplicate',
						},
					),
					alt: withCms(z.string().trim().optional(), {
						label: 'Describe the picture (alt text)',
						widget: 'string',
						i18n: 'translate',
						hint: 'What someone who cannot see it needs to know. Leave empty only if the picture is decorative.',
					}),
					decorative: withCms(z.boolean().optional(), {
						label: 'Decorative (adds nothing to the text)',
						widget: 'boolean',
						i18n: 'duplicate',
					}),
				})
				.refine((image) => image.decorative || Boolean(image.alt), {
					message: 'has no alt text: describe the picture, or mark it decorative',
					path: ['alt'],
				})
				.transform((image): Picture => image),
			{ label, widget: 'object', i18n: options.i18n ?? 'translate', hint: options.hint },
		)
		imageFields.add(schema)
		return schema
	},

	/**
	 * A picture that may be left out (a team member's photo). The CMS writes an
	 * untouched picture as an empty group (`photo: { decorative: false }`), so
	 * a picture without a file counts as none.
	 */
	optionalImage: (label: string, options: Options = {}) => {
		const picture = field.image(label, options)
		const schema = withCms(
			z.preprocess(
				(value) => (value && typeof value === 'object' && (value as { src?: unknown }).src ? value : undefined),
				picture.optional(),
			),
			cmsOf(picture)!,
		)
		imageFields.add(schema)
		return schema
	},

	/** The keys of the references (content/references) a page cites, in the order of its reference list. */
	references: (label: string) =>
		withCms(z.array(z.string().min(1)), {
			label,
			widget: 'list',
			i18n: 'none',
			hint: 'Cite one in the text as [@key].',
		}),

	/** One of the site's drawn illustrations (app/assets/illustrations), by id. */
	illustration: (label: string, options: Options = {}) =>
		withCms(z.enum(illustrationIds), {
			label,
			widget: 'select',
			i18n: options.i18n ?? 'none',
			hint: options.hint,
			options: illustrationIds,
			picker: 'illustration',
		}),

	/** A link to a page of this site, written as its English path (/dreamer/hello). */
	sitePath: (label: string, options: Options = {}) =>
		withCms(z.string().regex(/^\/[a-z0-9/#-]*$/, `${label} must be a site path such as /dreamer/hello`), {
			label,
			widget: 'string',
			i18n: options.i18n ?? 'none',
			hint:
				options.hint ??
				'The English address of the page, such as /dreamer/hello. Chinese pages link to their own language.',
		}),

	/** A list of items of one shape. */
	list: <T extends z.ZodType>(label: string, item: T, options: Options = {}) =>
		withCms(z.array(item), { label, widget: 'list', i18n: options.i18n ?? 'translate', hint: options.hint }),

	/** A group of named fields; `collapsed` shows it closed in the CMS until opened. */
	object: <T extends z.ZodRawShape>(label: string, shape: T, options: Options & { collapsed?: boolean } = {}) =>
		withCms(z.strictObject(shape), {
			label,
			widget: 'object',
			i18n: options.i18n ?? 'translate',
			hint: options.hint,
			...(options.collapsed ? { collapsed: true } : {}),
		}),
}
