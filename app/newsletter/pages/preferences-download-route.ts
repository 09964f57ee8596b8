import { redirect } from 'react-router'
import { site } from '#app/config/site.ts'
import { localeFromPathname, localizePath } from '#app/i18n/locales.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import type { Route } from './+types/preferences-download-route'
import { readPreferencesPost } from './preferences-post.server.ts'

const privateHeaders = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' }

/**
 * "Download my data" on the settings page (the right of access): a POST with
 * the page's defences (preferences-post.server.ts) answers with everything
 * kept about the link's subscriber as a JSON file. A link that no longer
 * works, or a database that does not answer, leads back to the settings page,
 * which says so in the reader's language.
 */
export async function action({ request, params, context, url }: Route.ActionArgs) {
	const post = await readPreferencesPost(request, context)
	if (!post.ok) {
		return new Response(post.problem === 'cross-site' ? 'Forbidden' : 'Bad Request', {
			status: post.status,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', ...privateHeaders },
		})
	}
	const page = localizePath(`/newsletter/preferences/${params.token}`, localeFromPathname(url.pathname))
	let record
	try {
		record = await requestFacts(context).runtime.subscriberRecord(params.token)
	} catch {
		return redirect(page, { status: 303, headers: privateHeaders })
	}
	if (!record) return redirect(page, { status: 303, headers: privateHeaders })
	const file = {
		about: `What ${site.name.value.en} keeps about this newsletter subscriber`,
		exportedAt: new Date().toISOString(),
		...record,
	}
	return new Response(`${JSON.stringify(file, null, 2)}\n`, {
		headers: {
			'Content-Type': 'application/json; charset=utf-8',
			'Content-Disposition': 'attachment; filename="newsletter-data.json"',
			...privateHeaders,
		},
	})
}
