import {
	Body,
	Button,
	Container,
	Head,
	Heading,
	Hr,
	Html,
	Img,
	Link,
	Preview,
	Section,
	Text,
	render,
} from 'react-email'
import { site } from '#app/config/site.ts'
import { siteWordsFor } from '#app/content/site-words.server.ts'
import { localeConfig, localizePath, type Locale } from '#app/i18n/locales.ts'
import { formatDate } from '#app/lib/format/format-date.ts'
import { beforeLink, mailFooter } from '#app/newsletter/delivery/mail-footer.ts'
import { archiveUrl, preferencesUrl, unsubscribeUrl } from '#app/newsletter/links.ts'
import type { NewsPostForMail } from './news-manifest.ts'

/**
 * Stands for the reader's unsubscribe token in a rendered e-mail: the e-mail
 * is rendered once per language, and each copy gets its reader's token
 * (`personalize`). Letters and hyphens only, so neither HTML escaping nor the
 * plain-text conversion changes it.
 */
const tokenPlaceholder = 'reader-unsubscribe-token'

/** A post's e-mail in one language, before it is personalised. */
export type PostEmail = { locale: Locale; subject: string; html: string; text: string }

/**
 * The e-mail of a news post, HTML and plain text from one react-email
 * template (docs/decisions/026): the site's name, the photo, title, date,
 * summary, the post's body, a link to the post on the site, a link to the
 * same newsletter in the archive ("read it in your browser"), and the foot
 * every e-mail carries (delivery/mail-footer.ts: why, the one-click way out in
 * the reader's language and English, the settings link, the postal address).
 * It carries no tracking (no pixels, no rewritten links).
 */
export async function renderPostEmail(
	post: NewsPostForMail,
	locale: Locale,
	publicBaseUrl: string,
): Promise<PostEmail> {
	const content = post.locales[locale]
	const w = siteWordsFor(locale).emails.newsPost
	const lang = localeConfig[locale].hrefLang
	const siteName = site.name.value[locale]
	const absolute = (path: string) => (path.startsWith('/') && !path.startsWith('//') ? publicBaseUrl + path : path)
	const colors = { ink: '#23201c', muted: '#5c554c', accent: '#1d5c63', paper: '#fffaf3' }
	const text = { fontSize: '17px', lineHeight: '1.6', color: colors.ink, margin: '0 0 16px' }
	const footer = mailFooter(locale, w.why, {
		unsubscribeUrl: unsubscribeUrl(publicBaseUrl, locale, tokenPlaceholder),
		preferencesUrl: preferencesUrl(publicBaseUrl, locale, tokenPlaceholder),
	})

	const email = (
		<Html lang={lang} dir="ltr">
			<Head>
				<title>{content.title}</title>
			</Head>
			{content.summary ? <Preview>{content.summary}</Preview> : null}
			<Body
				style={{
					margin: 0,
					padding: '24px 12px',
					backgroundColor: colors.paper,
					color: colors.ink,
					fontFamily: "system-ui, -apple-system, 'Segoe UI', 'PingFang SC', 'Microsoft YaHei', sans-serif",
				}}
			>
				<Container style={{ maxWidth: '560px' }}>
					<Text style={{ ...text, fontSize: '14px', color: colors.muted }}>
						<Link href={archiveUrl(publicBaseUrl, locale, post.slug)} style={{ color: colors.accent }}>
							{w.readInBrowser}
						</Link>
					</Text>
					<Text style={{ ...text, fontSize: '15px', fontWeight: 700 }}>
						<Link href={absolute(localizePath('/', locale))} style={{ color: colors.accent }}>
							{siteName}
						</Link>
					</Text>
					{post.image ? (
						<Img
							src={absolute(post.image.src)}
							alt={post.image.alt[locale]}
							width="560"
							style={{ width: '100%', maxWidth: '560px', height: 'auto', borderRadius: '8px' }}
						/>
					) : null}
					<Heading as="h1" style={{ fontSize: '26px', lineHeight: '1.3', margin: '24px 0 8px' }}>
						{content.title}
					</Heading>
					<Text style={{ ...text, fontSize: '15px', color: colors.muted }}>{formatDate(post.date, locale)}</Text>
					{content.summary ? <Text style={{ ...text, fontWeight: 600 }}>{content.summary}</Text> : null}
					<div
						style={{ fontSize: '17px', lineHeight: '1.6', color: colors.ink }}
						dangerouslySetInnerHTML={{ __html: forEmail(content.bodyHtml, absolute) }}
					/>
					<Section style={{ margin: '28px 0' }}>
						<Button
							href={absolute(content.url)}
							style={{
								padding: '12px 24px',
								borderRadius: '999px',
								backgroundColor: colors.accent,
								color: '#ffffff',
								fontWeight: 700,
								fontSize: '17px',
							}}
						>
							{w.readOnSite}
						</Button>
					</Section>
					<Hr style={{ borderColor: '#e4dccf', margin: '28px 0 16px' }} />
					{footer.map((line) => (
						<Text key={line.text} lang={line.lang} style={{ ...text, fontSize: '14px', color: colors.muted }}>
							{line.text}
							{line.link ? (
								<>
									{beforeLink(line.text)}
									<Link href={line.link.href} style={{ color: colors.accent }}>
										{line.link.label}
									</Link>
								</>
							) : null}
						</Text>
					))}
				</Container>
			</Body>
		</Html>
	)
	const [html, plain] = await Promise.all([
		render(email),
		render(email, {
			plainText: true,
			htmlToTextOptions: {
				wordwrap: 78,
				selectors: [
					{ selector: 'h1', options: { uppercase: false } },
					{ selector: 'h2', options: { uppercase: false } },
					{ selector: 'h3', options: { uppercase: false } },
					{ selector: 'img', format: 'skip' },
				],
			},
		}),
	])
	return { locale, subject: content.title, html, text: `${plain.trim()}\n` }
}

/** One reader's copy: their own unsubscribe link in both parts. */
export function personalize(email: PostEmail, token: string): { html: string; text: string } {
	return { html: email.html.replaceAll(tokenPlaceholder, token), text: email.text.replaceAll(tokenPlaceholder, token) }
}

/** Links and images in the post's body point at the site from wherever the e-mail is read; images fit the column. */
function forEmail(bodyHtml: string, absolute: (path: string) => string): string {
	return bodyHtml
		.replace(
			/\b(href|src)=(["'])(\/(?!\/)[^"']*)\2/g,
			(_, name: string, quote: string, path: string) => `${name}=${quote}${absolute(path)}${quote}`,
		)
		.replace(/<img\b(?![^>]*\bstyle=)/g, '<img style="max-width:100%;height:auto"')
}
