import { Illustration } from '~/components/content/illustration.tsx'
import { LocalizedLink } from '~/components/layout/localized-link.tsx'
import type { ProjectVocabulary } from '~/content/en/pages/perpetuator.ts'
import type { ProjectRecord } from '~/data/projects.ts'
import { useLocale } from '~/lib/use-locale.ts'
import { ProjectFacts } from './project-card.tsx'
import { projectCardFacts } from './project-details.ts'
import styles from './featured-project.module.css'

type FeaturedProjectProps = { record: ProjectRecord; words: ProjectVocabulary }

/**
 * A project shown large: picture beside the text on wide screens. As with
 * LinkCard, the title is the one link and the whole card is its click target.
 */
export function FeaturedProject({ record, words }: FeaturedProjectProps) {
	const facts = projectCardFacts(record, words, useLocale())
	return (
		<article className={styles.card}>
			<Illustration id={record.image} alt="" className={styles.image} />
			<div className={styles.body}>
				<h3 className={styles.title}>
					<LocalizedLink to={record.path} className={styles.link}>
						{words.titles[record.id]}
					</LocalizedLink>
				</h3>
				<ProjectFacts facts={facts} />
				<p className={styles.text}>{words.cardTexts[record.id]}</p>
				<p className={styles.more} aria-hidden="true">
					{words.card.readProject} →
				</p>
			</div>
		</article>
	)
}
