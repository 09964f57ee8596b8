import type { ReactNode } from 'react'
import type { Picture } from '#app/content/schema/fields.ts'
import type { IllustrationId } from '#app/data/illustrations.ts'
import type { RichText } from '#app/content/schema/fields.ts'
import type { GetInTouchContent } from '#app/content/schema/pages/get-in-touch.ts'
import type { Reference } from '#app/content/schema/records/reference.ts'
import { Prose } from './prose.tsx'
import { GetInTouch } from './get-in-touch.tsx'
import { PageArt } from './page-art.tsx'
import { PageHeader } from './page-header.tsx'
import { ReferenceList } from './reference-list.tsx'
import styles from './initiative-article.module.css'

type InitiativeArticleProps = {
	page: {
		eyebrow: string
		title: string
		summary: string
		/** The article, Markdown from its content file (a seminar's: its event record's, which may have none). */
		body?: RichText
		getInTouch: GetInTouchContent
	}
	image?: IllustrationId
	/** A photo in place of the drawing. */
	photo?: Picture
	references?: Reference[]
	/** Shown before the prose, such as an event's key facts. */
	lead?: ReactNode
	/** Shown after the prose and before the references. */
	children?: ReactNode
}

/**
 * An initiative's page of prose: header with illustration, the article,
 * any extra blocks, the references it cites, and a next step by e-mail.
 */
export function InitiativeArticle({ page, image, photo, references = [], lead, children }: InitiativeArticleProps) {
	return (
		<article>
			<PageHeader eyebrow={page.eyebrow} title={page.title} summary={page.summary}>
				<PageArt id={image} photo={photo} />
			</PageHeader>
			<div className={`container ${styles.body}`}>
				{lead}
				{page.body ? <Prose value={page.body} className={styles.prose} /> : null}
				{children}
				<div className={styles.references}>
					<ReferenceList references={references} />
				</div>
				<GetInTouch {...page.getInTouch} />
			</div>
		</article>
	)
}
