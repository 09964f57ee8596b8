import { formatDate } from '#app/lib/format/format-date.ts'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { ProseSections } from '#app/components/content/prose-sections.tsx'
import { site } from '#app/config/site.ts'
import { emailValue, fillPlaceholders, textValue } from '#app/content/markdown/fill-placeholders.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import { readerFormPolicy } from '#app/forms/store/reader-form-policy.ts'
import { policy } from '#app/newsletter/store/policy.ts'
import type { Route } from './+types/privacy'
import styles from './privacy.module.css'

/**
 * /privacy: what the newsletter and the readers' forms keep, why, how long, and how to leave.
 * Matches what app/newsletter/ and app/forms/ do. The notice's {siteName}, {email}, {backupDays},
 * {messageDays} and {applicationDays} come from the site's settings and the policies; a figure the
 * foundation has not decided yet ends its sentence with the Example badge.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	const page = content.pages['/privacy']
	const body = fillPlaceholders(page.body, {
		siteName: textValue(site.name.value[locale]),
		email: emailValue(site.email.value),
		backupDays: { ...textValue(String(policy.backupKeepDays.value)), example: policy.backupKeepDays.example },
		messageDays: {
			...textValue(String(readerFormPolicy.messageKeepDays.value)),
			example: readerFormPolicy.messageKeepDays.example,
		},
		applicationDays: {
			...textValue(String(readerFormPolicy.applicationKeepDays.value)),
			example: readerFormPolicy.applicationKeepDays.example,
		},
	})
	return { locale, page: { ...page, body } }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/privacy' })

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
	const { page, locale } = loaderData
	const updated = formatDate(policy.consentVersion, locale)
	return (
		<article>
			<PageHeader title={page.title} summary={page.summary} />
			<div className={`container ${styles.notice}`}>
				<ProseSections value={page.body} />
				<p className={styles.updated}>
					{page.updated} <time dateTime={policy.consentVersion}>{updated}</time>
				</p>
			</div>
		</article>
	)
}
