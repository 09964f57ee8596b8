import { FoundationIntro } from '#app/components/home/foundation-intro.tsx'
import { HomeHero } from '#app/components/home/home-hero.tsx'
import { ImpactSection } from '#app/components/home/impact-section.tsx'
import { InitiativesTabs } from '#app/components/home/initiatives-tabs.tsx'
import { MissionStatement } from '#app/components/home/mission-statement.tsx'
import { NewsCarousel } from '#app/components/home/news-carousel.tsx'
import { PartnerCarousel } from '#app/components/home/partner-carousel.tsx'
import { homePartnerCards } from '#app/components/home/partner-cards.server.ts'
import { TeamIntro } from '#app/components/home/team-intro.tsx'
import { useLayoutData } from '#app/lib/layout-data.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import { homeNewsCards } from '#app/news/home-cards.server.ts'
import type { Route } from './+types/home'

/** The home page's words (content/pages/<locale>/home.md) and its carousels' cards, made from the records on the server. */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	const page = content.pages['/']
	return {
		locale,
		page,
		newsCards: homeNewsCards(locale),
		partnerCards: homePartnerCards(locale),
	}
}

/**
 * The page is painted once its footer's last part has been parsed (not its start tag alone), not part by part: at
 * 4× CPU throttling the layout of what the parser added after a first partial
 * paint was a task of up to 90 ms, which froze the carousels and tabs just as
 * the reader saw them (docs/decisions/041). Browsers without `rel="expect"`
 * ignore it.
 */
export const links: Route.LinksFunction = () => [{ rel: 'expect', href: '#site-footer-end', blocking: 'render' }]

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/', isHome: true })

/** The home page: static HTML but for its islands, the two carousels and the initiatives' tabs (app/islands). */
export default function HomeRoute({ loaderData }: Route.ComponentProps) {
	const { page, newsCards, partnerCards } = loaderData
	const { layout } = useLayoutData()
	return (
		<>
			<HomeHero words={page.hero} />
			<MissionStatement words={page.mission} />
			<NewsCarousel words={page.news} carouselWords={page.carousel} cards={newsCards} />
			<FoundationIntro words={page.introduction} />
			<InitiativesTabs words={page.initiatives} names={layout.initiatives} />
			<TeamIntro words={page.team} />
			<ImpactSection words={page.impact} />
			<PartnerCarousel words={page.partners} carouselWords={page.carousel} cards={partnerCards} />
		</>
	)
}
