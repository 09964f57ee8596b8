import { LinkCard } from '~/components/content/link-card.tsx'
import type { ProjectVocabulary } from '~/content/en/pages/perpetuator.ts'
import type { ProjectRecord } from '~/data/projects.ts'
import { useLocale } from '~/lib/use-locale.ts'
import { projectCardFacts } from './project-details.ts'
import styles from './project-card.module.css'

type ProjectCardProps = { record: ProjectRecord; words: ProjectVocabulary; headingLevel?: 2 | 3 }

/** A card leading to a project's write-up, with the dates and status its record holds. */
export function ProjectCard({ record, words, headingLevel = 3 }: ProjectCardProps) {
	const facts = projectCardFacts(record, words, useLocale())
	return (
		<LinkCard
			to={record.path}
			title={words.titles[record.id]}
			text={words.cardTexts[record.id]}
			image={{ id: record.image, alt: '' }}
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
