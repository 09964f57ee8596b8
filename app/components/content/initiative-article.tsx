import type { ReactNode } from 'react'
import type { ArticleSection, GetInTouchContent } from '#app/content/types.ts'
import type { IllustrationId } from '#app/data/illustrations.ts'
import type { RichText } from '#app/content/schema/fields.ts'
import { ArticleSections } from './article-sections.tsx'
import { Prose } from './prose.tsx'
import { GetInTouch } from './get-in-touch.tsx'
import { PageArt } from './page-art.tsx'
import { PageHeader } from './page-header.tsx'
import { ReferenceList, type Reference } from './reference-list.tsx'
import styles from './initiative-article.module.css'

type InitiativeArticleProps = {
	page: {
		eyebrow: string
		title: string
		summary: string
		/** The article as Markdown from its content file… */
		body?: RichText
		/** …or, for pages not yet moved into content files, as headed sections. */
		sections?: ArticleSection[]
		getInTouch: GetInTouchContent
	}
	image: IllustrationId
	references?: Reference[]
	/** Shown before the prose, such as an event's key facts. */
	lead?: ReactNode
	/** Shown after the prose and before the references. */
	children?: ReactNode
}

/**
 * An initiative's page of prose: header with illustration, headed sections,
 * any extra blocks, the references it cites, and a next step by e-mail.
 */
export function InitiativeArticle({ page, image, references = [], lead, children }: InitiativeArticleProps) {
	return (
		<article>
			<PageHeader eyebrow={page.eyebrow} title={page.title} summary={page.summary}>
				<PageArt id={image} />
			</PageHeader>
			<div className={`container ${styles.body}`}>
				{lead}
				{page.body ? (
					<Prose value={page.body} className={styles.prose} />
				) : (
					<ArticleSections sections={page.sections ?? []} />
				)}
				{children}
				<div className={styles.references}>
					<ReferenceList references={references} />
				</div>
				<GetInTouch {...page.getInTouch} />
			</div>
		</article>
	)
}
