import { data, redirect } from 'react-router'
import type { ReactNode } from 'react'
import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { site } from '#app/config/site.ts'
import { getContent } from '#app/content/index.server.ts'
import { isLocale, localeConfig, localeFromPathname, localizePath, locales } from '#app/i18n/locales.ts'
import { classNames } from '#app/lib/class-names.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import actions from '#app/styles/actions.module.css'
import type { Route } from './+types/preferences-route'
import { recordActionResult, recordedActionResult } from './action-result.server.ts'
import { LinkPage } from './link-page.tsx'
import linkStyles from './link-page.module.css'
import { readPreferencesPost } from './preferences-post.server.ts'
import styles from './preferences.module.css'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'

export const handle: PageHandle = { backTo: '/newsletter' }

/** What an action did; the loader shows it (action-result.server.ts). */
type Outcome = 'unsubscribed' | 'erased' | 'invalid' | 'refused' | 'unavailable'
type View = 'settings' | 'unsubscribed' | 'erased' | 'invalid' | 'unavailable'
type Notice = 'saved' | 'refused' | 'unavailable' | null

const linkHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' }
const viewStatus: Record<View, number> = {
	settings: 200,
	unsubscribed: 200,
	erased: 200,
	invalid: 404,
	unavailable: 503,
}

/**
 * The reader's newsletter settings, from the link in every e-mail (its token
 * is their unsubscribe token; no account). Looking changes nothing, so a mail
 * scanner that fetches the link does no harm; every change is a POST from
 * this page: the language (then Post/Redirect/Get to the page in that
 * language), unsubscribing, erasing. The download posts to
 * preferences-download-route.ts. docs/decisions/044.
 */
export async function loader({ params, context, url }: Route.LoaderArgs) {
	const locale = localeFromPathname(url.pathname)
	const pages = getContent(locale).words.newsletterPages
	const words = pages.preferences
	const contact = pages.unsubscribe.contact.replace('{email}', site.email.value)
	const outcome = recordedActionResult<Outcome>(context)
	let view: View = 'settings'
	let notice: Notice = outcome === 'refused' || outcome === 'unavailable' ? outcome : null
	let subscriber: { email: string; language: string; status: 'pending' | 'confirmed' } | null = null
	if (outcome === 'unsubscribed' || outcome === 'erased' || outcome === 'invalid') view = outcome
	else {
		try {
			const record = await requestFacts(context).runtime.subscriberRecord(params.token)
			if (record) subscriber = { email: record.address, language: record.language, status: record.status }
			else view = 'invalid'
		} catch {
			view = 'unavailable'
		}
		if (notice === null && url.searchParams.get('saved') === 'language' && subscriber) notice = 'saved'
	}
	return data({ locale, words, contact, view, notice, subscriber }, { status: viewStatus[view], headers: linkHeaders })
}

export async function action({ request, params, context }: Route.ActionArgs) {
	const answer = (outcome: Outcome, status: number) =>
		data({ outcome: recordActionResult(context, outcome) }, { status, headers: linkHeaders })
	const post = await readPreferencesPost(request, context)
	if (!post.ok) return answer('refused', post.status)
	const { runtime } = requestFacts(context)
	const intent = post.fields.get('intent')
	try {
		if (intent === 'language') {
			const language = post.fields.get('language')
			if (!isLocale(language)) return answer('refused', 400)
			const saved = await runtime.changeLanguage(params.token, language)
			if (saved === 'invalid') return answer('invalid', 404)
			// Post/Redirect/Get, to the page in the language just chosen.
			return redirect(`${localizePath(`/newsletter/preferences/${params.token}`, language)}?saved=language`, {
				status: 303,
				headers: linkHeaders,
			})
		}
		if (intent === 'unsubscribe') {
			const done = await runtime.unsubscribe(params.token)
			return answer(done, done === 'invalid' ? 404 : 200)
		}
		if (intent === 'erase') {
			// The tick box says the reader means it (the browser requires it; this holds without one).
			if (post.fields.get('confirm') !== 'yes') return answer('refused', 400)
			const done = await runtime.erase(params.token)
			return answer(done, done === 'invalid' ? 404 : 200)
		}
	} catch {
		return answer('unavailable', 503)
	}
	return answer('refused', 400)
}

/** no-store, noindex and no Referer: the page is about one person, and its address is their key. */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
	new Headers([...loaderHeaders, ...actionHeaders])

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const { words, locale, view } = loaderData
	const title = view === 'settings' ? words.meta.title : words[view].title
	return [...pageMeta({ ...words.meta, title, locale, path: '/newsletter' }), { name: 'robots', content: 'noindex' }]
}

export default function PreferencesRoute({ loaderData, params }: Route.ComponentProps) {
	const { words, contact, view, notice, subscriber, locale } = loaderData
	if (view !== 'settings' || !subscriber) {
		const shown = view === 'settings' ? words.invalid : words[view]
		const done = view === 'unsubscribed' || view === 'erased'
		return (
			<LinkPage title={shown.title} text={shown.text} tone={done ? 'done' : 'problem'}>
				{done ? (
					<LocalizedLink to="/newsletter" className={linkStyles.link}>
						{words.signUpAgain}
					</LocalizedLink>
				) : (
					<a href={`mailto:${site.email.value}`} className={linkStyles.link}>
						{contact}
					</a>
				)}
			</LinkPage>
		)
	}
	const [before, after] = words.intro.split('{email}') as [string, string]
	const download = `${localizePath(`/newsletter/preferences/${params.token}`, locale)}/download`
	return (
		<>
			<PageHeader title={words.title} />
			<div className={`container ${styles.body}`}>
				<p className={styles.intro}>
					{before}
					<strong className={styles.address}>{subscriber.email}</strong>
					{after}
				</p>
				{notice === 'saved' ? (
					<output className={`${styles.notice} ${styles.saved}`}>{words.language.saved}</output>
				) : notice ? (
					<div role="alert" className={`${styles.notice} ${styles.problem}`}>
						<h2 className={styles.noticeTitle}>{words[notice].title}</h2>
						<p>{words[notice].text}</p>
					</div>
				) : null}
				{subscriber.status === 'pending' ? <p className={styles.pending}>{words.pending}</p> : null}

				<section className={styles.section} aria-labelledby="language-heading">
					<form method="post">
						<fieldset className={styles.fieldset} aria-describedby="language-hint">
							<legend className={styles.legend}>
								<h2 id="language-heading" className={styles.heading}>
									{words.language.legend}
								</h2>
							</legend>
							<p id="language-hint" className={styles.hint}>
								{words.language.hint}
							</p>
							<div className={styles.choices}>
								{locales.map((choice) => (
									<label key={choice} className={styles.choice}>
										<input
											type="radio"
											name="language"
											value={choice}
											defaultChecked={subscriber.language === choice}
											required
										/>
										<span lang={localeConfig[choice].hrefLang}>{localeConfig[choice].label}</span>
									</label>
								))}
							</div>
						</fieldset>
						<button type="submit" name="intent" value="language" className={actions.primary}>
							{words.language.button}
						</button>
					</form>
				</section>

				<ActionSection intent="download" words={words.download} postTo={download} />
				<ActionSection intent="unsubscribe" words={words.unsubscribe} />
				<ActionSection intent="erase" words={words.erase} button={actions.urgent} danger>
					<label className={styles.confirm}>
						<input type="checkbox" name="confirm" value="yes" required aria-describedby="erase-text" />
						<span>{words.erase.confirm}</span>
					</label>
				</ActionSection>
			</div>
		</>
	)
}

/** One of the page's one-button forms: a heading, what the button does, and the button (posting `intent`). */
function ActionSection({
	intent,
	words,
	postTo,
	button = actions.secondary,
	danger = false,
	children,
}: {
	intent: 'download' | 'unsubscribe' | 'erase'
	words: { heading: string; text: string; button: string }
	/** Where the form posts, when not to this page. */
	postTo?: string
	button?: string
	danger?: boolean
	/** What the form asks before the button (the erasure's tick box). */
	children?: ReactNode
}) {
	return (
		<section className={classNames(styles.section, danger && styles.danger)} aria-labelledby={`${intent}-heading`}>
			<h2 id={`${intent}-heading`} className={styles.heading}>
				{words.heading}
			</h2>
			<p id={`${intent}-text`}>{words.text}</p>
			<form method="post" action={postTo}>
				{children}
				<button type="submit" name="intent" value={intent} className={button}>
					{words.button}
				</button>
			</form>
		</section>
	)
}
