import type { ProseSection } from '~/content/types.ts'
import styles from './prose-sections.module.css'

/** Headed blocks of paragraphs, in a comfortable reading width. */
export function ProseSections({ sections }: { sections: ProseSection[] }) {
	if (sections.length === 0) return null
	return (
		<div className={`container ${styles.prose}`}>
			{sections.map((section, index) => (
				<section key={section.id ?? index} aria-labelledby={section.heading && section.id ? section.id : undefined}>
					{section.heading ? <h2 id={section.id}>{section.heading}</h2> : null}
					{section.paragraphs.map((paragraph) => (
						<p key={paragraph}>{paragraph}</p>
					))}
				</section>
			))}
		</div>
	)
}
