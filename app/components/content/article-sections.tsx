import type { ArticleSection } from '#app/content/types.ts'
import styles from './article-sections.module.css'

/**
 * The headed blocks of an article: paragraphs, then an optional bulleted
 * list. Each heading has a stable id, so a block can be linked to.
 */
export function ArticleSections({ sections }: { sections: ArticleSection[] }) {
	return (
		<div className={styles.sections}>
			{sections.map((section) => (
				<section key={section.id} aria-labelledby={section.id}>
					<h2 id={section.id}>{section.heading}</h2>
					{section.paragraphs.map((paragraph) => (
						<p key={paragraph}>{paragraph}</p>
					))}
					{section.list ? (
						<ul className={styles.list}>
							{section.list.map((item) => (
								<li key={item}>{item}</li>
							))}
						</ul>
					) : null}
				</section>
			))}
		</div>
	)
}
