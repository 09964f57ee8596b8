import { Illustration } from '#app/components/content/illustration.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import type { PageFileContent } from '#app/content/collections.ts'
import actions from '#app/styles/actions.module.css'
import styles from './review-block.module.css'

type ReviewBlockProps = { review: PageFileContent<'/enlightener'>['review'] }

/** The landing page's event-review block: a picture, a short text, the review and how to take part. */
export function ReviewBlock({ review }: ReviewBlockProps) {
	return (
		<section id="event-review" aria-labelledby="event-review-heading" className={styles.band}>
			<div className="container">
				<div className={`${styles.panel} ${styles.inner}`}>
					{/* Decorative: the heading and text say what the block is about. */}
					<Illustration id={review.art} alt="" className={styles.image} />
					<div className={styles.text}>
						<h2 id="event-review-heading">{review.heading}</h2>
						<p>{review.text}</p>
						<ul className={styles.links}>
							<li>
								<LocalizedLink to="/enlightener/eventreview" className={actions.primary}>
									{review.reviewLink}
								</LocalizedLink>
							</li>
							<li>
								<LocalizedLink to="/enlightener/support" className={actions.secondary}>
									{review.supportLink}
								</LocalizedLink>
							</li>
						</ul>
					</div>
				</div>
			</div>
		</section>
	)
}
