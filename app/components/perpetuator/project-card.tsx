import { LinkCard } from '#app/components/links/link-card.tsx'
import type { ProjectWords } from '#app/content/schema/pages/perpetuator.ts'
import { projectPath, type Project } from '#app/content/schema/records/project.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { projectCardFacts } from './project-details.ts'
import styles from './project-card.module.css'

type ProjectCardProps = { project: Project; words: ProjectWords; headingLevel?: 2 | 3 }

/** A card leading to a project's write-up, with the dates and status its record holds. */
export function ProjectCard({ project, words, headingLevel = 3 }: ProjectCardProps) {
	const facts = projectCardFacts(project, words, useLocale())
	return (
		<LinkCard
			to={projectPath(project)}
			title={project.title}
			text={project.cardText}
			image={project.image ? { id: project.image, alt: '' } : undefined}
			photo={project.photo ? { ...project.photo, decorative: true } : undefined}
			headingLevel={headingLevel}
			meta={<ProjectFacts facts={facts} />}
		/>
	)
}

/** Status, dates and format, as a short list. */
export function ProjectFacts({ facts }: { facts: string[] }) {
	return (
		<ul className={styles.facts}>
			{facts.map((fact) => (
				<li key={fact}>{fact}</li>
			))}
		</ul>
	)
}
