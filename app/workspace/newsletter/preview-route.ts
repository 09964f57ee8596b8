import { isLocale } from '#app/i18n/locales.ts'
import { previewEmail } from '#app/newsletter/campaigns/desk.server.ts'
import { staffPage } from '#app/workspace/layout/workspace-page.server.ts'
import type { Route } from './+types/preview-route'
import { deskPost } from './desk-post.server.ts'

/** A post's e-mail as subscribers get it, in one language (?lang=), for the newsletter role. */
export async function loader(args: Route.LoaderArgs) {
	const { runtime, locale } = staffPage(args, 'newsletter')
	const lang = new URL(args.request.url).searchParams.get('lang')
	const post = await deskPost(runtime, args.params.slug)
	if (!post) throw new Response('Not found', { status: 404 })
	const { html } = await previewEmail(post, isLocale(lang) ? lang : locale, runtime.config.publicBaseUrl)
	return new Response(html, {
		headers: {
			'Content-Type': 'text/html; charset=utf-8',
			'Cache-Control': 'no-store',
			// The e-mail's own HTML: nothing in it may run or load from elsewhere.
			'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
		},
	})
}
