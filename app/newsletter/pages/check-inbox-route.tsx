import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { fillPlaceholders, textValue } from '#app/content/markdown/fill-placeholders.ts'
import { site } from '#app/config/site.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/check-inbox-route'
import { sitePagePath, wayBack, wayBackParam } from '#app/newsletter/sign-up/way-back.server.ts'
import styles from './check-inbox.module.css'

/**
 * Where a sign-up sent without JavaScript lands after success (303 from the
 * action): the same for every sign-up, so it reveals nothing about whether
 * the address was already on the list. Prerendered; asked with `?from=` (the
 * page the form sat on, checked to be one of ours) the server renders it
 * with a link back to that page.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	const back = wayBack(sitePagePath(args.url.searchParams.get(wayBackParam)), locale)
	return { locale, page: content.pages['/newsletter/check-your-inbox'], back }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	...pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/newsletter/check-your-inbox' }),
	{ name: 'robots', content: 'noindex' },
]

export default function CheckInboxRoute({ loaderData }: Route.ComponentProps) {
	const { page, locale, back } = loaderData
	const words = useLayoutData().layout.newsletterForm
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
						{back ? (
							<a href={back.href} data-way-back="">
								{fillText(words.backToPage, { page: back.title })}
							</a>
						) : null}
						<LocalizedLink to="/newsletter">{page.links.signUpAgain}</LocalizedLink>
						<LocalizedLink to="/">{page.links.home}</LocalizedLink>
					</p>
				</section>
			</div>
		</>
	)
}
