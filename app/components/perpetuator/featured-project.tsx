import { Artwork } from '#app/components/content/artwork.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import type { ProjectWords } from '#app/content/schema/pages/perpetuator.ts'
import { projectPath, type Project } from '#app/content/schema/records/project.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { ProjectFacts } from './project-card.tsx'
import { projectCardFacts } from './project-details.ts'
import styles from './featured-project.module.css'

type FeaturedProjectProps = { project: Project; words: ProjectWords }

/**
 * A project shown large: picture beside the text on wide screens. As with
 * LinkCard, the title is the one link and the whole card is its click target.
 */
export function FeaturedProject({ project, words }: FeaturedProjectProps) {
	const facts = projectCardFacts(project, words, useLocale())
	return (
		<article className={styles.card}>
			<Artwork
				art={project.image}
				photo={project.photo}
				decorative
				sizes="(min-width: 48rem) 24rem, 90vw"
				className={styles.image}
			/>
			<div className={styles.body}>
				<h3 className={styles.title}>
					<LocalizedLink to={projectPath(project)} className={styles.link}>
						{project.title}
					</LocalizedLink>
				</h3>
				<ProjectFacts facts={facts} />
				<p className={styles.text}>{project.cardText}</p>
				<p className={styles.more} aria-hidden="true">
					{words.card.readProject} →
				</p>
			</div>
		</article>
	)
}
