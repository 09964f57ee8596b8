import type { PerpetuatorSection } from '~/content/en/pages/perpetuator.ts'
import { CitedText } from './cited-text.tsx'
import styles from './perpetuator-sections.module.css'

type SectionsProps = {
	sections: PerpetuatorSection[]
	citationLabel: string
}

/** Headed blocks of prose, each with an optional bulleted list, in a comfortable reading width. */
export function PerpetuatorSections({ sections, citationLabel }: SectionsProps) {
	return (
		<div className={styles.sections}>
			{sections.map((section) => (
				<section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
					<h2 id={`${section.id}-heading`}>{section.heading}</h2>
					{section.paragraphs.map((paragraph) => (
						<p key={paragraph}>
							<CitedText text={paragraph} citationLabel={citationLabel} />
						</p>
					))}
					{section.list ? (
						<ul className={styles.list}>
							{section.list.map((item) => (
								<li key={item}>
									<CitedText text={item} citationLabel={citationLabel} />
								</li>
							))}
						</ul>
					) : null}
					{section.after?.map((paragraph) => (
						<p key={paragraph}>
							<CitedText text={paragraph} citationLabel={citationLabel} />
						</p>
					))}
				</section>
			))}
		</div>
	)
}
