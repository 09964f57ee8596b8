import { formatDate } from '~/lib/format-date.ts'
import { Fragment, type ReactNode } from 'react'
import { ExampleBadge } from '~/components/content/example-badge.tsx'
import { PageHeader } from '~/components/content/page-header.tsx'
import { site } from '~/config/site.ts'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import { policy } from '~/newsletter/policy.ts'
import type { Route } from './+types/privacy'
import styles from './privacy.module.css'

/** /privacy: what the newsletter keeps, why, how long, and how to leave. Matches what app/newsletter/ does. */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/privacy'] }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/privacy' })

export default function PrivacyRoute({ loaderData }: Route.ComponentProps) {
	const { page, locale } = loaderData
	const updated = formatDate(policy.consentVersion, locale)
	const values: Record<string, ReactNode> = {
		'{email}': <a href={`mailto:${site.email.value}`}>{site.email.value}</a>,
		'{siteName}': site.name.value[locale],
		'{backupDays}': policy.backupKeepDays.value,
	}
	// A sentence stating a figure the foundation has not decided yet ends with the Example badge.
	const fill = (text: string) => (
		<>
			{text.split(/(\{\w+\})/).map((part, index) => (
				<Fragment key={index}>{values[part] ?? part}</Fragment>
			))}
			{text.includes('{backupDays}') && policy.backupKeepDays.example ? <ExampleBadge /> : null}
		</>
	)
	return (
		<article>
			<PageHeader title={page.title} summary={page.summary} />
			<div className={`container ${styles.notice}`}>
				{page.sections.map((section) => (
					<section key={section.id} aria-labelledby={section.id}>
						<h2 id={section.id}>{section.heading}</h2>
						{section.paragraphs.map((paragraph) => (
							<p key={paragraph}>{fill(paragraph)}</p>
						))}
						{section.items ? (
							<ul>
								{section.items.map((item) => (
									<li key={item}>{fill(item)}</li>
								))}
							</ul>
						) : null}
						{section.after?.map((paragraph) => (
							<p key={paragraph}>{fill(paragraph)}</p>
						))}
					</section>
				))}
				<p className={styles.updated}>
					{page.updated} <time dateTime={policy.consentVersion}>{updated}</time>
				</p>
			</div>
		</article>
	)
}
