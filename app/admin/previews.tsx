import type { ReactNode } from 'react'
import { z } from 'zod'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Photo } from '#app/components/content/photo.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { MemberCard } from '#app/components/general/member-card.tsx'
import { pageFiles, recordCollections, type RecordCollection } from '#app/content/collections.ts'
import { renderMarkdown } from '#app/content/markdown/render-markdown.ts'
import { cmsOf, isImageField, unwrap, type Picture, type RichText } from '#app/content/schema/fields.ts'
import type { MemberRecord } from '#app/content/schema/records/member.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { PreviewSite } from './preview-site.tsx'
import styles from './previews.module.css'

/** What Decap CMS hands a preview template (the parts used here). */
type PreviewProps = {
	entry: { get(key: 'data'): { toJS(): Record<string, unknown> } | undefined; get(key: 'slug'): string }
	collection: { get(key: 'name'): string }
	getAsset: (path: string) => { toString(): string } | undefined
	/** The language shown in the preview: `en` or `zh-hans`. */
	locale?: string
}

type Registrar = { registerPreviewTemplate(name: string, component: (props: PreviewProps) => ReactNode): void }

/**
 * Preview templates for every page and every record collection in the
 * registry (app/content/collections.ts), drawn with the site's own
 * components and styles. Pages: their header, then each field in the order
 * of the schema (Markdown through <Prose>, pictures through <Photo>).
 * Team members: the card the Members page shows.
 */
export function registerPreviews(cms: Registrar) {
	const names = new Set([...Object.values(pageFiles).map((entry) => entry.name), ...Object.keys(recordCollections)])
	// A page and a record collection may share a name (members): one template that looks at the collection.
	for (const name of names) cms.registerPreviewTemplate(name, Preview)
}

const recordPreviews: Record<string, (props: { data: Record<string, unknown>; locale: Locale }) => ReactNode> = {
	members: ({ data, locale }) => (
		<div className={styles.memberGrid}>
			<MemberCard
				// A new record has no name or role yet: the card shows empty ones.
				member={{ id: 'preview', ...(data as MemberRecord), name: String(data.name ?? '') }}
				role={String(data.role ?? '')}
				locale={locale}
				position={0}
			/>
		</div>
	),
}

function Preview(props: PreviewProps) {
	const locale: Locale = props.locale === 'zh-hans' ? 'zh-hans' : 'en'
	const collection = props.collection.get('name')
	const data = withAssets(props.entry.get('data')?.toJS() ?? {}, props.getAsset)
	if (collection === 'pages') {
		const slug = props.entry.get('slug')
		const found = Object.entries(pageFiles).find(([, entry]) => entry.name === slug)
		if (!found) return null
		const [path, entry] = found
		return (
			<PreviewSite locale={locale} path={path}>
				<PagePreview schema={entry.schema} data={data} locale={locale} path={path} />
			</PreviewSite>
		)
	}
	const record = (recordCollections as Record<string, RecordCollection>)[collection]
	if (!record) return null
	const Special = recordPreviews[collection]
	return (
		<PreviewSite locale={locale} path={record.page ?? '/'}>
			<div className={`container ${styles.record}`}>
				{Special ? (
					<Special data={data} locale={locale} />
				) : (
					<Fields schema={record.schema} value={data} locale={locale} />
				)}
			</div>
		</PreviewSite>
	)
}

function PagePreview({
	schema,
	data,
	locale,
	path,
}: {
	schema: z.ZodType
	data: Record<string, unknown>
	locale: Locale
	path: string
}) {
	const { title, summary, meta: _meta, ...rest } = data
	const references = Array.isArray(data.references) ? (data.references as string[]) : []
	return (
		<>
			{typeof title === 'string' ? (
				<PageHeader title={title} summary={typeof summary === 'string' ? summary : undefined} />
			) : null}
			<div className={`container ${styles.page}`} data-path={path}>
				<Fields schema={schema} value={rest} locale={locale} references={references} />
			</div>
		</>
	)
}

/** Each field of a value in the schema's order, drawn as the site draws its kind. */
function Fields({
	schema,
	value,
	locale,
	references = [],
}: {
	schema: z.ZodType
	value: unknown
	locale: Locale
	references?: string[]
}): ReactNode {
	if (value === undefined || value === null || value === '') return null
	const meta = cmsOf(schema)
	if (isImageField(schema)) {
		const picture = value as Picture
		return picture.src ? (
			<Photo image={picture} sizes="(min-width: 60rem) 40rem, 100vw" className={styles.photo} />
		) : null
	}
	if (meta?.widget === 'markdown' && typeof value === 'string') {
		const rich: RichText = {
			markdown: value,
			inline: meta.inline,
			hast: renderMarkdown(
				value,
				{
					locale,
					cite: (key) => (references.includes(key) ? references.indexOf(key) + 1 : undefined),
					report: () => undefined,
				},
				{ inline: meta.inline },
			),
		}
		return meta.inline ? (
			<p>
				<Prose value={rich} />
			</p>
		) : (
			<Prose value={rich} className={styles.prose} />
		)
	}
	const inner = unwrap(schema)
	if (inner instanceof z.ZodObject && typeof value === 'object') {
		const record = value as Record<string, unknown>
		const shape = inner.shape as Record<string, z.ZodType>
		const heading = typeof record.heading === 'string' ? record.heading : undefined
		const children = Object.entries(shape)
			.filter(([name]) => name !== 'heading' && name in record)
			.map(([name, child]) => (
				<Fields key={name} schema={child} value={record[name]} locale={locale} references={references} />
			))
		return heading ? (
			<section className={styles.section}>
				<h2>{heading}</h2>
				{children}
			</section>
		) : (
			<>{children}</>
		)
	}
	if (inner instanceof z.ZodArray && Array.isArray(value)) {
		if (meta?.widget === 'list' && meta.i18n === 'none') return null
		return (
			<ul className={styles.list}>
				{value.map((item, index) => (
					<li key={index}>
						<Fields schema={inner.element as z.ZodType} value={item} locale={locale} references={references} />
					</li>
				))}
			</ul>
		)
	}
	// Words; not the language-neutral strings copied into each language (section numbers, anchors).
	if (meta && ['string', 'text'].includes(meta.widget) && meta.i18n === 'translate' && typeof value === 'string')
		return <p>{value}</p>
	// Language-neutral facts (numbers, dates, choices) are shown on the page in their own ways.
	return null
}

/** Picture paths as the CMS can show them: an upload not yet saved has only a temporary address. */
function withAssets(value: Record<string, unknown>, getAsset: PreviewProps['getAsset']): Record<string, unknown> {
	const walk = (node: unknown): unknown => {
		if (Array.isArray(node)) return node.map(walk)
		if (node && typeof node === 'object') {
			const entries = Object.entries(node as Record<string, unknown>).map(([key, child]) => [
				key,
				key === 'src' && typeof child === 'string' && child ? (getAsset(child)?.toString() ?? child) : walk(child),
			])
			return Object.fromEntries(entries)
		}
		return node
	}
	return walk(value) as Record<string, unknown>
}
