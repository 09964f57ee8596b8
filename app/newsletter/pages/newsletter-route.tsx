import { redirect } from 'react-router'
import { Prose } from '#app/components/content/prose.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/newsletter-route'
import { recordActionResult, recordedActionResult } from './action-result.server.ts'
import { resultTitle, type SignUpResult } from '#app/newsletter/sign-up/outcome.ts'
import { signUpAction } from '#app/newsletter/sign-up/sign-up.server.ts'
import { SignUpForm } from '#app/newsletter/form/sign-up-form.tsx'
import { checkInboxPath, wayBack } from '#app/newsletter/sign-up/way-back.server.ts'
import styles from './newsletter-page.module.css'

/**
 * /newsletter: what the newsletter is and how signing up works, with the form.
 * Prerendered like every page; the sign-up form of every page posts here.
 * A form the browser posted itself (no JavaScript) is answered with this page
 * and the problem, or after a success with a redirect (303) to the
 * prerendered /newsletter/check-your-inbox, so a reload never posts again.
 * Both offer the way back to the page the form sat on (way-back.server.ts).
 * A fetcher (JavaScript) gets the result as data and shows it in place.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	// Set when this render answers a sign-up sent without JavaScript.
	const result = recordedActionResult<SignUpResult>(args.context) ?? null
	return {
		locale,
		page: content.pages['/newsletter'],
		words: content.pages['/newsletter'].signUp,
		form: content.layout.newsletterForm,
		result,
		back: wayBack(result?.source ?? null, locale),
	}
}

export async function action({ request, context, pattern }: Route.ActionArgs) {
	const { locale } = pageContext({ pattern })
	const response = await signUpAction({ request, context, locale })
	// A fetcher's request keeps React Router's `.data` suffix in request.url; a browser's own POST has none.
	const fromFetcher = new URL(request.url).pathname.endsWith('.data')
	if (response.data.code === 'subscribed' && !fromFetcher) {
		return redirect(checkInboxPath(locale, response.data.source ?? null), {
			status: 303,
			headers: { 'Cache-Control': 'no-store' },
		})
	}
	recordActionResult(context, response.data)
	return response
}

/** The action's Cache-Control and Retry-After reach the page it answers with. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export const meta: Route.MetaFunction = ({ loaderData }) => {
	const { page, form, locale, result } = loaderData
	// After a sign-up the title says what happened, so it is the first thing a screen reader announces.
	const title = result ? `${form.titles[resultTitle(result.code)]} – ${page.meta.title}` : page.meta.title
	return pageMeta({ ...page.meta, title, locale, path: '/newsletter' })
}

export default function NewsletterRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { page, words, back } = loaderData
	return (
		<>
			<PageHeader title={page.title} summary={page.summary} />
			<div className={`container ${styles.body}`}>
				<section aria-labelledby="sign-up-heading" className={styles.signUp}>
					<h2 id="sign-up-heading">{actionData ? words.resultHeading : words.formHeading}</h2>
					<SignUpForm idPrefix="sign-up" tone="page" initial={actionData} back={back} />
				</section>
				<section aria-labelledby="steps-heading" className={styles.steps}>
					<h2 id="steps-heading">{words.stepsHeading}</h2>
					<Prose value={words.steps} />
				</section>
			</div>
		</>
	)
}
