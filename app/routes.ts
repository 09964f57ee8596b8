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
		page('aboutus', 'routes/text-page.tsx'),
		page('members', 'routes/text-page.tsx'),
		page('contacts', 'routes/text-page.tsx'),
		page('address', 'routes/text-page.tsx'),
		page('newsletter', 'newsletter/newsletter-route.tsx'),
		page('newsletter/check-your-inbox', 'newsletter/check-inbox-route.tsx'),
		page('privacy', 'routes/privacy.tsx'),

		// Partners
		page('aspirin', 'routes/text-page.tsx'),
		page('serendipitysnowclub', 'routes/text-page.tsx'),
		page('aacntv', 'routes/text-page.tsx'),

		// The Dreamer
		page('dreamer', 'routes/text-page.tsx'),
		page('dreamer/beginning', 'routes/text-page.tsx'),
		page('dreamer/emotion', 'routes/text-page.tsx'),
		page('dreamer/mind', 'routes/text-page.tsx'),
		page('dreamer/hello', 'routes/text-page.tsx'),
		page('dreamer/bilingual', 'routes/text-page.tsx'),

		// The Perpetuator
		page('perpetuator', 'routes/text-page.tsx'),
		page('perpetuator/actuallifeneeds', 'routes/text-page.tsx'),
		page('perpetuator/culturalexchange', 'routes/text-page.tsx'),
		page('perpetuator/lastingmentalhealthsupport', 'routes/text-page.tsx'),
		page('perpetuator/actuallifeneeds/diabetes', 'routes/text-page.tsx'),
		page('perpetuator/actuallifeneeds/anxietydisorder', 'routes/text-page.tsx'),
		page('perpetuator/actuallifeneeds/prolongedgrief', 'routes/text-page.tsx'),
		page('perpetuator/actuallifeneeds/psychiatricabuse', 'routes/text-page.tsx'),
		page('perpetuator/lastingmentalhealthsupport/blueproject', 'routes/text-page.tsx'),
		page('perpetuator/culturalexchange/socialcommunity', 'routes/text-page.tsx'),

		// The Voyager
		page('voyager', 'routes/text-page.tsx'),
		page('voyager/community', 'routes/text-page.tsx'),
		page('voyager/school', 'routes/text-page.tsx'),
		page('voyager/family', 'routes/text-page.tsx'),
		page('voyager/cabinet', 'routes/text-page.tsx'),
		page('voyager/detail', 'routes/text-page.tsx'),

		// The Enlightener
		page('enlightener', 'routes/text-page.tsx'),
		page('enlightener/interculturalcommunication', 'routes/text-page.tsx'),
		page('enlightener/culturalheritage', 'routes/text-page.tsx'),
		page('enlightener/crossethniccommunication', 'routes/text-page.tsx'),
		page('enlightener/eventreview', 'routes/text-page.tsx'),
		page('enlightener/support', 'routes/text-page.tsx'),
		page('enlightener/hellochineseevent', 'routes/text-page.tsx'),

		// What the newsletter's e-mail links open. They carry a token, so they
		// are rendered per request and never prerendered (getStaticPaths skips
		// paths with parameters), and they are not pages of content.pages.
		page('newsletter/confirm/:token', 'newsletter/confirm-route.tsx'),
		page('newsletter/unsubscribe/:token', 'newsletter/unsubscribe-route.tsx'),
	]
}

export default [
	...pages('en'),
	...prefix('zh-hans', pages('zh-hans')),
	...prefix('zh-hant', pages('zh-hant')),
	// Anything else: the not-found page, in the language of its prefix, with HTTP 404.
	route('*', 'routes/not-found.tsx', { id: 'not-found' }),
] satisfies RouteConfig
