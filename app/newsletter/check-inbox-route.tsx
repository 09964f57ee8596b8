import { PageHeader } from '~/components/content/page-header.tsx'
import { Prose } from '~/components/content/prose.tsx'
import { LocalizedLink } from '~/components/layout/localized-link.tsx'
import { fillPlaceholders, textValue } from '~/content/markdown/fill-placeholders.ts'
import { site } from '~/config/site.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import type { Route } from './+types/check-inbox-route'
import styles from './check-inbox.module.css'

/**
 * Where a sign-up sent without JavaScript lands after success (303 from the
 * action): prerendered, the same for every sign-up, so it reveals nothing
 * about whether the address was already on the list.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/newsletter/check-your-inbox'] }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/newsletter/check-your-inbox' }),
	{ name: 'robots', content: 'noindex' },
]

export default function CheckInboxRoute({ loaderData }: Route.ComponentProps) {
	const { page, locale } = loaderData
	const steps = fillPlaceholders(page.next.body, { siteName: textValue(site.name.value[locale]) })
	return (
		<>
			<PageHeader title={page.title} summary={page.summary} />
			<div className={`container ${styles.body}`}>
				<section aria-labelledby="next" className={styles.next} data-result="subscribed">
					<h2 id="next">{page.next.heading}</h2>
					<Prose value={steps} />
				</section>
				<section aria-labelledby="help" className={styles.help}>
					<h2 id="help">{page.help.heading}</h2>
					<Prose value={page.help.body} />
					<p className={styles.links}>
						<LocalizedLink to="/newsletter">{page.links.signUpAgain}</LocalizedLink>
						<LocalizedLink to="/">{page.links.home}</LocalizedLink>
					</p>
				</section>
			</div>
		</>
	)
}
