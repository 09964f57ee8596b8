import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { MediaSection } from '#app/components/general/media-section.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { initiativeLandings } from '#app/data/initiatives.ts'
import { site } from '#app/config/site.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/about-us'
import actions from '#app/styles/actions.module.css'
import styles from './about-us.module.css'

/** About Us: vision, who we are, whom we serve, and the mission statement. */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/aboutus'] }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/aboutus' })

// The four illustrations accompany headed text and add nothing to it, so their alt is empty.
export default function AboutUsRoute({ loaderData }: Route.ComponentProps) {
	const { page, locale } = loaderData
	const { layout } = useLayoutData()
	const { vision, company, audience, mission } = page
	return (
		<>
			<PageHeader title={page.title} summary={page.summary} />
			<MediaSection id="vision" heading={vision.heading} image={{ id: 'about-vision', alt: '' }}>
				<Prose value={vision.body} className={styles.prose} />
			</MediaSection>
			<MediaSection
				id="company"
				number={company.number}
				heading={company.heading}
				image={{ id: 'about-company', alt: '' }}
				reverse
				tone="sand"
			>
				<Prose value={company.body} className={styles.prose} />
				<ul className={styles.initiatives}>
					{initiativeLandings.map((initiative) => (
						<li key={initiative.id}>
							<LocalizedLink to={initiative.path} className={styles.initiativeName}>
								{layout.initiatives[initiative.id]}
							</LocalizedLink>
							<span>{company.initiatives[initiative.id]}</span>
						</li>
					))}
				</ul>
				<Prose value={company.closing} className={styles.prose} />
			</MediaSection>
			<MediaSection
				id="audience"
				number={audience.number}
				heading={audience.heading}
				image={{ id: 'about-audience', alt: '' }}
			>
				<Prose value={audience.body} className={styles.prose} />
			</MediaSection>
			<MediaSection
				id="mission"
				number={mission.number}
				heading={mission.heading}
				image={{ id: 'about-mission', alt: '' }}
				reverse
				tone="sand"
			>
				<p className={styles.motto}>{mission.motto}</p>
				{/* Chinese pages also give the motto as the foundation writes it. */}
				{locale === 'en' ? null : (
					<p lang="en" className={styles.mottoOriginal}>
						{site.motto.value}
					</p>
				)}
				<Prose value={mission.body} className={styles.prose} />
				<p className={styles.helpNote}>
					<Prose value={mission.helpNote} />
				</p>
			</MediaSection>
			<section aria-labelledby="more-heading" className={`container ${styles.more}`}>
				<h2 id="more-heading" className={styles.moreHeading}>
					{page.more.heading}
				</h2>
				<ul className={actions.row}>
					<li>
						<LocalizedLink to="/members" className={actions.quiet}>
							{page.more.team}
						</LocalizedLink>
					</li>
					<li>
						<LocalizedLink to="/contacts" className={actions.quiet}>
							{page.more.contacts}
						</LocalizedLink>
					</li>
					<li>
						<LocalizedLink to="/address" className={actions.quiet}>
							{page.more.offices}
						</LocalizedLink>
					</li>
				</ul>
			</section>
		</>
	)
}
