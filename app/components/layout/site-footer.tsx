import { site } from '#app/config/site.ts'
import { punctuation } from '#app/i18n/punctuation.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import { siteName } from '#app/lib/seo/seo.ts'
import { ExternalLink } from '#app/components/links/external-link.tsx'
import { NewsletterForm } from '#app/newsletter/form/newsletter-form.tsx'
import { CharityNumber } from './charity-number.tsx'
import { LocalizedLink } from './localized-link.tsx'
import styles from './site-footer.module.css'

/** The footer of every page: how to reach the foundation, and the newsletter box. */
export function SiteFooter() {
	const { layout, locale } = useLayoutData()
	const words = layout.footer
	const siteHost = new URL(site.externalSite.value).host
	return (
		<footer id="site-footer" className={styles.footer}>
			<div className={`container ${styles.grid}`}>
				<section aria-labelledby="footer-contact" className={styles.contact}>
					<h2 id="footer-contact" className={styles.heading}>
						{words.contactHeading}
					</h2>
					<dl className={styles.details}>
						<div>
							<dt>{words.emailLabel}</dt>
							<dd>
								<a href={`mailto:${site.email.value}`}>{site.email.value}</a>
							</dd>
						</div>
						<div>
							<dt>{words.siteLabel}</dt>
							<dd>
								<ExternalLink href={site.externalSite.value}>{siteHost}</ExternalLink>
							</dd>
						</div>
						<div>
							<dt>{words.wechatLabel}</dt>
							<dd>{site.wechatId.value ?? words.wechatPending}</dd>
						</div>
						<div>
							<dt>{words.addressLabel}</dt>
							<dd>
								<LocalizedLink to="/address">{words.addressLink}</LocalizedLink>
							</dd>
						</div>
					</dl>
				</section>
				<NewsletterForm />
			</div>
			{/* Its last part: the home page's first paint waits for it (app/routes/home.tsx, docs/decisions/041). */}
			<div id="site-footer-end" className={`container ${styles.legal}`}>
				<p>
					© {siteName(locale)}
					{punctuation[locale].fullStop}
					{words.legal}
				</p>
				<CharityNumber
					number={site.charityNumber?.value}
					label={words.charityNumber}
					colon={punctuation[locale].colon}
				/>
			</div>
		</footer>
	)
}
