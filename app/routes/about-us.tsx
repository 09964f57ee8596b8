import { PageHeader } from '~/components/content/page-header.tsx'
import { MediaSection } from '~/components/general/media-section.tsx'
import { LocalizedLink } from '~/components/layout/localized-link.tsx'
import { aboutFacts } from '~/data/about.ts'
import { initiativeLandings } from '~/data/initiatives.ts'
import { site } from '~/config/site.ts'
import { fillTemplate } from '~/lib/fill-template.ts'
import { useLayoutData } from '~/lib/layout-data.ts'
import { formatDate } from '~/lib/format-date.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import type { Route } from './+types/about-us'
import actions from '~/styles/actions.module.css'
import styles from './about-us.module.css'

/** About Us: vision, who we are, whom we serve, and the mission statement. */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/aboutus'], founded: formatDate(aboutFacts.foundedOn, locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/aboutus' })

export default function AboutUsRoute({ loaderData }: Route.ComponentProps) {
	const { page, founded, locale } = loaderData
	const { layout } = useLayoutData()
	const { vision, company, audience, mission } = page
	return (
		<>
			<PageHeader title={page.title} summary={page.summary} />
			<MediaSection id="vision" heading={vision.heading} image={{ id: 'about-vision', alt: vision.imageAlt }}>
				{vision.paragraphs.map((paragraph) => (
					<p key={paragraph}>{paragraph}</p>
				))}
			</MediaSection>
			<MediaSection
				id="company"
				number={company.number}
				heading={company.heading}
				image={{ id: 'about-company', alt: company.imageAlt }}
				reverse
				tone="sand"
			>
				{company.paragraphs.map((paragraph) => (
					<p key={paragraph}>{paragraph}</p>
				))}
				<p>{fillTemplate(company.founded, { date: <time dateTime={aboutFacts.foundedOn}>{founded}</time> })}</p>
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
				<p>{company.closing}</p>
			</MediaSection>
			<MediaSection
				id="audience"
				number={audience.number}
				heading={audience.heading}
				image={{ id: 'about-audience', alt: audience.imageAlt }}
			>
				<p>{audience.intro}</p>
				<ul className={styles.list}>
					{audience.groups.map((group) => (
						<li key={group}>{group}</li>
					))}
				</ul>
				<p>{audience.closing}</p>
			</MediaSection>
			<MediaSection
				id="mission"
				number={mission.number}
				heading={mission.heading}
				image={{ id: 'about-mission', alt: mission.imageAlt }}
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
				{mission.paragraphs.map((paragraph) => (
					<p key={paragraph}>{paragraph}</p>
				))}
				<p>{mission.commitmentsIntro}</p>
				<ul className={styles.list}>
					{mission.commitments.map((commitment) => (
						<li key={commitment}>{commitment}</li>
					))}
				</ul>
				<p className={styles.helpNote}>
					{fillTemplate(mission.helpNote, { link: <LocalizedLink to="/help">{mission.helpLink}</LocalizedLink> })}
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
