import { type RouteConfig, type RouteConfigEntry, index, prefix, route } from '@react-router/dev/routes'
import type { Locale } from './i18n/locales.ts'

/**
 * Every page of the site, at its English path. The list is mounted three times
 * below: English at the root, Simplified Chinese under /zh-hans and Traditional
 * Chinese under /zh-hant. A module mounted at several paths reads which page it
 * is from the URL, so each mount needs its own route id.
 */
function pages(locale: Locale): RouteConfigEntry[] {
	const page = (path: string, file: string) => route(path, file, { id: `${locale}${path ? `/${path}` : ''}` })
	return [
		index('routes/home.tsx', { id: `${locale}/` }),

		// General
		page('aboutus', 'routes/about-us.tsx'),
		page('members', 'routes/members.tsx'),
		page('contacts', 'routes/contacts.tsx'),
		page('address', 'routes/address.tsx'),
		page('help', 'routes/help.tsx'),
		page('newsletter', 'newsletter/pages/newsletter-route.tsx'),
		page('newsletter/check-your-inbox', 'newsletter/pages/check-inbox-route.tsx'),
		// Rendered per request from the campaigns table, never prerendered (react-router.config.ts).
		page('newsletter/archive', 'newsletter/pages/archive-list-route.tsx'),
		page('newsletter/archive/:slug', 'newsletter/pages/archive-post-route.tsx'),
		page('privacy', 'routes/privacy.tsx'),
		page('search', 'search/search-route.tsx'),
		page('donate', 'donate/donate-route.tsx'),

		// Get involved: the application forms (content/application-forms/).
		page('get-involved/volunteer', 'get-involved/application-route.tsx'),
		page('get-involved/youth-cabinet', 'get-involved/application-route.tsx'),

		// Partners: each record in content/partners has its page at /<id> (/aspirin, /aacntv…),
		// prerendered for every record (react-router.config.ts); any other one-segment address is not found.
		page(':partner', 'routes/partner.tsx'),

		// The Dreamer
		page('dreamer', 'routes/dreamer/landing.tsx'),
		page('dreamer/beginning', 'routes/dreamer/article.tsx'),
		page('dreamer/emotion', 'routes/dreamer/article.tsx'),
		page('dreamer/mind', 'routes/dreamer/article.tsx'),
		page('dreamer/hello', 'routes/dreamer/article.tsx'),
		page('dreamer/bilingual', 'routes/dreamer/article.tsx'),

		// The Perpetuator
		page('perpetuator', 'routes/perpetuator/landing.tsx'),
		page('perpetuator/actuallifeneeds', 'routes/perpetuator/area.tsx'),
		page('perpetuator/culturalexchange', 'routes/perpetuator/area.tsx'),
		page('perpetuator/lastingmentalhealthsupport', 'routes/perpetuator/area.tsx'),
		page('perpetuator/actuallifeneeds/diabetes', 'routes/perpetuator/write-up.tsx'),
		page('perpetuator/actuallifeneeds/anxietydisorder', 'routes/perpetuator/write-up.tsx'),
		page('perpetuator/actuallifeneeds/prolongedgrief', 'routes/perpetuator/write-up.tsx'),
		page('perpetuator/actuallifeneeds/psychiatricabuse', 'routes/perpetuator/write-up.tsx'),
		page('perpetuator/lastingmentalhealthsupport/blueproject', 'routes/perpetuator/write-up.tsx'),
		page('perpetuator/culturalexchange/socialcommunity', 'routes/perpetuator/write-up.tsx'),

		// The Voyager
		page('voyager', 'routes/voyager/landing.tsx'),
		page('voyager/community', 'routes/voyager/essay.tsx'),
		page('voyager/school', 'routes/voyager/essay.tsx'),
		page('voyager/family', 'routes/voyager/essay.tsx'),
		page('voyager/cabinet', 'routes/voyager/cabinet.tsx'),
		page('voyager/detail', 'routes/voyager/seminar.tsx'),

		// The Enlightener
		page('enlightener', 'routes/enlightener/landing.tsx'),
		page('enlightener/interculturalcommunication', 'routes/enlightener/topic.tsx'),
		page('enlightener/culturalheritage', 'routes/enlightener/topic.tsx'),
		page('enlightener/crossethniccommunication', 'routes/enlightener/article.tsx'),
		page('enlightener/eventreview', 'routes/enlightener/article.tsx'),
		page('enlightener/support', 'routes/enlightener/support.tsx'),
		page('enlightener/hellochineseevent', 'routes/enlightener/event.tsx'),

		// News and events. Pages with a parameter are prerendered for every
		// record (react-router.config.ts lists them from the content files).
		page('news', 'news/news-list-route.tsx'),
		page('news/page/:page', 'news/news-list-route.tsx'),
		page('news/:slug', 'news/news-post-route.tsx'),
		page('news/feed.xml', 'news/feeds/rss-feed-route.ts'),
		page('news/atom.xml', 'news/feeds/atom-feed-route.ts'),
		page('news/feed.json', 'news/feeds/json-feed-route.ts'),
		page('events', 'events/events-list-route.tsx'),
		page('events/calendar.ics', 'events/calendar-feed-route.ts'),
		page('events/:slug', 'events/event-route.tsx'),
		page('events/:slug/calendar.ics', 'events/event-calendar-route.ts'),
		// Registration on the site (docs/decisions/058): rendered per request.
		page('events/:slug/register', 'events/registration/register-route.tsx'),
		page('events/registration/confirm/:token', 'events/registration/registration-link-route.tsx'),
		page('events/registration/cancel/:token', 'events/registration/registration-link-route.tsx'),

		// What the newsletter's e-mail links open. They carry a token, so they
		// are rendered per request and never prerendered (getStaticPaths skips
		// paths with parameters), and they are not pages of content.pages.
		page('newsletter/confirm/:token', 'newsletter/pages/confirm-route.tsx'),
		page('newsletter/unsubscribe/:token', 'newsletter/pages/unsubscribe-route.tsx'),
		page('newsletter/preferences/:token', 'newsletter/pages/preferences-route.tsx'),
		page('newsletter/preferences/:token/download', 'newsletter/pages/preferences-download-route.ts'),
	]
}

/**
 * The staff workspace (issue 23): its own frame, rendered per request for
 * signed-in staff, never prerendered. /admin/ itself is Decap CMS, served by
 * the server (server/app.ts); these are the pages around it.
 */
function workspace(locale: Locale): RouteConfigEntry {
	const id = (path: string) => `${locale}/admin${path ? `/${path}` : ''}`
	const page = (path: string, file: string) => route(path, `workspace/${file}`, { id: id(path) })
	return route('admin', 'workspace/layout/workspace-layout.tsx', { id: id('') }, [
		page('sign-in', 'sign-in/sign-in-route.tsx'),
		page('sign-in/:token', 'sign-in/link-route.tsx'),
		page('sign-out', 'sign-in/sign-out-route.ts'),
		page('passkeys/:step', 'account/passkey-api-route.ts'),
		page('publishing', 'publishing/publishing-route.tsx'),
		page('newsletter', 'newsletter/newsletter-route.tsx'),
		page('newsletter/export', 'newsletter/subscribers-csv-route.ts'),
		page('newsletter/preview/:slug', 'newsletter/preview-route.ts'),
		page('going-live', 'going-live/going-live-route.tsx'),
		page('staff', 'staff/staff-route.tsx'),
		page('account', 'account/account-route.tsx'),
		// Readers' messages and applications (issue 22; app/workspace/inbox/, app/workspace/applications/).
		page('inbox', 'inbox/inbox-route.tsx'),
		page('applications', 'applications/applications-route.tsx'),
		page('applications/export.csv', 'applications/export-route.ts'),
		// Events that take registrations, and their registrants (issue 22; app/workspace/events/).
		page('events', 'events/events-route.tsx'),
		page('events/:slug', 'events/event-registrants-route.tsx'),
		page('events/:slug/registrants.csv', 'events/registrants-csv-route.ts'),
	])
}

export default [
	...pages('en'),
	...prefix('zh-hans', pages('zh-hans')),
	...prefix('zh-hant', pages('zh-hant')),
	workspace('en'),
	...prefix('zh-hans', [workspace('zh-hans')]),
	...prefix('zh-hant', [workspace('zh-hant')]),
	// For search engines: generated from the same page list, prerendered as files.
	route('sitemap.xml', 'routes/seo/sitemap.ts'),
	route('robots.txt', 'routes/seo/robots.ts'),
	// Anything else: the not-found page, in the language of its prefix, with HTTP 404.
	route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig
