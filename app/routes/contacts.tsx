import { ExampleBadge } from '#app/components/content/example-badge.tsx'
import { ExternalLink } from '#app/components/links/external-link.tsx'
import { Illustration } from '#app/components/content/illustration.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { Notice } from '#app/components/general/notice.tsx'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { site } from '#app/config/site.ts'
import { ContactForm } from '#app/contact/contact-form.tsx'
import { contactAction } from '#app/contact/contact-action.server.ts'
import type { FormResult } from '#app/forms/outcome.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/contacts'
import actions from '#app/styles/actions.module.css'
import styles from './contacts.module.css'

/**
 * Contact us: the foundation's e-mail, site, WeChat and offices (from
 * content/settings/site.yml), the contact form (app/contact/), and what to expect.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/contacts'], formWords: content.words.readerForms }
}

export async function action({ request, context, pattern }: Route.ActionArgs) {
	return contactAction({ request, context, locale: pageContext({ pattern }).locale })
}

/** The action's Cache-Control and Retry-After reach the page it answers with. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/contacts' })

export default function ContactsRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { page, locale, formWords } = loaderData
	const { details, expect, urgent } = page
	const wechat = site.wechatId.value
	return (
		<>
			<PageHeader title={page.title} summary={page.summary}>
				{/* Decorative: the page says everything the illustration shows. */}
				<Illustration id="contact-letter" alt="" priority />
			</PageHeader>
			<div className={`container ${styles.layout}`}>
				<section aria-labelledby="reach-heading" className={styles.card}>
					<h2 id="reach-heading" className={styles.heading}>
						{details.heading}
					</h2>
					<dl className={styles.details}>
						<dt>{details.email}</dt>
						<dd>
							<a href={`mailto:${site.email.value}`}>{site.email.value}</a>
							{site.email.example ? <ExampleBadge /> : null}
						</dd>
						<dt>{details.site}</dt>
						<dd>
							<ExternalLink href={site.externalSite.value}>{new URL(site.externalSite.value).host}</ExternalLink>
							{site.externalSite.example ? <ExampleBadge /> : null}
						</dd>
						<dt>{details.wechat}</dt>
						<dd>
							{wechat ?? details.wechatPending}
							{wechat && site.wechatId.example ? <ExampleBadge /> : null}
						</dd>
						<dt>{details.address}</dt>
						<dd>
							<LocalizedLink to="/address">{details.addressLink}</LocalizedLink>
						</dd>
					</dl>
				</section>
				<section aria-labelledby="expect-heading" className={styles.expect}>
					<h2 id="expect-heading" className={styles.heading}>
						{expect.heading}
					</h2>
					<Prose value={expect.body} />
				</section>
				<div className={styles.wide}>
					<ContactForm
						locale={locale}
						form={page.form}
						words={formWords}
						result={actionData as FormResult | undefined}
					/>
				</div>
				<div className={styles.urgent}>
					<Notice id="urgent" heading={urgent.heading} tone="urgent">
						<p>{urgent.text}</p>
						<p>
							<LocalizedLink to="/help" className={actions.urgent}>
								{urgent.link}
							</LocalizedLink>
						</p>
					</Notice>
				</div>
			</div>
		</>
	)
}
