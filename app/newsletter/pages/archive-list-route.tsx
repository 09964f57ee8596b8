import { data } from 'react-router'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { getContent } from '#app/content/index.server.ts'
import { localeFromPathname } from '#app/i18n/locales.ts'
import { formatDate } from '#app/lib/format/format-date.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import type { Route } from './+types/archive-list-route'
import styles from './archive.module.css'

export const handle: PageHandle = { backTo: '/newsletter' }

/** A newsletter is added when sending begins: a short cache, never a stale day. */
const archiveHeaders = { 'Cache-Control': 'public, max-age=300' }

/**
 * /newsletter/archive: every newsletter whose sending began, newest first, in
 * the page's language, as the campaigns table keeps them (rendered per
 * request by the server, not prerendered: only the server knows what was
 * sent). docs/decisions/044.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
	const locale = localeFromPathname(url.pathname)
	const words = getContent(locale).words.newsletterPages.archive
	try {
		const sent = await requestFacts(context).runtime.sentNewsletters()
		const newsletters = sent.map((newsletter) => ({
			slug: newsletter.slug,
			sentOn: newsletter.sentAt.slice(0, 10),
			...newsletter.titles[locale],
		}))
		return data({ locale, words, newsletters, unavailable: false }, { headers: archiveHeaders })
	} catch {
		return data(
			{ locale, words, newsletters: [], unavailable: true },
			{ status: 503, headers: { 'Cache-Control': 'no-store' } },
		)
	}
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const { words, locale } = loaderData
	return pageMeta({ ...words.meta, locale, path: '/newsletter/archive' })
}

export default function ArchiveListRoute({ loaderData }: Route.ComponentProps) {
	const { words, newsletters, unavailable, locale } = loaderData
	return (
		<>
			<PageHeader title={words.title} summary={words.intro} />
			<div className={`container ${styles.body}`}>
				{unavailable ? (
					<div role="alert" className={styles.notice}>
						<h2>{words.unavailable.title}</h2>
						<p>{words.unavailable.text}</p>
					</div>
				) : newsletters.length === 0 ? (
					<p className={styles.notice}>{words.empty}</p>
				) : (
					<ol className={styles.list}>
						{newsletters.map((newsletter) => (
							<li key={newsletter.slug} className={styles.item}>
								<h2 className={styles.itemTitle}>
									<LocalizedLink to={`/newsletter/archive/${newsletter.slug}`}>{newsletter.title}</LocalizedLink>
								</h2>
								<p className={styles.date}>
									<time dateTime={newsletter.sentOn}>
										{words.sentOn.replace('{date}', formatDate(newsletter.sentOn, locale))}
									</time>
								</p>
								{newsletter.summary ? <p className={styles.summary}>{newsletter.summary}</p> : null}
							</li>
						))}
					</ol>
				)}
			</div>
		</>
	)
}
