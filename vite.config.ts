import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { siteContent } from './scripts/vite-plugins/content.ts'
import { photos } from './scripts/vite-plugins/photos.ts'
import { cmsAdmin } from './scripts/vite-plugins/admin.ts'
import { minifyAppScripts } from './scripts/vite-plugins/minify-app-scripts.ts'
import { islands } from './scripts/vite-plugins/islands.ts'
import { serverBuild } from './scripts/vite-plugins/server-build.ts'
import { traditionalChinese } from './scripts/vite-plugins/traditional.ts'

/**
 * The root layout, the shared building blocks of pages (components/content,
 * styles) and the helpers they use: one chunk, so one stylesheet that every
 * page links, instead of a dozen small ones. Pages load no route JavaScript
 * (the browser runs only enhance.js and, where a page has islands, the
 * islands' script: scripts/vite-plugins/islands.ts), so the chunks matter for
 * the stylesheets they carry.
 */
// Also the small pieces several kinds of page share (notices, a post's date and picture): on a slow, lossy
// line every stylesheet before first paint is one more request to lose (npm run bench -- china, issue 22).
const sharedBySite =
	/\/app\/(components\/(layout|content|links)\/|components\/general\/notice\.|news\/(post-date|post-picture|initiative-tags)\.|styles\/|lib\/(canonical-path|layout-data|page-handle|seo\/seo|section-landing|use-locale|format\/fill-template)\.|i18n\/|config\/|data\/(initiatives|illustrations)\.)/

export default defineConfig(({ isPreview }) => ({
	plugins: [
		traditionalChinese(),
		siteContent(),
		photos(),
		cmsAdmin(),
		islands(),
		reactRouter(),
		serverBuild(),
		minifyAppScripts(),
	],
	// React Router prerenders through a preview server whose helper dev server would
	// otherwise watch the whole project, build folder included: thousands of files
	// walked for nothing (seconds at the scale of the content bench).
	...(isPreview ? { server: { watch: null } } : {}),
	// SUBSCRIBE_URL / SUBSCRIBE_EMAIL_FIELD: build-time settings of the newsletter form (app/newsletter/form/subscribe-target.ts).
	envPrefix: ['VITE_', 'SUBSCRIBE_'],
	// Every asset is a file, never a data: URI: cacheable across pages, and the
	// Content-Security-Policy can keep img-src to 'self'.
	build: {
		assetsInlineLimit: 0,
		rolldownOptions: {
			output: {
				// The layout and the helpers every page shares go in one chunk, and so in one stylesheet.
				codeSplitting: {
					groups: [
						// Libraries keep the framework's own chunking.
						{ name: 'framework', test: /node_modules\/(react|react-dom|react-router|scheduler)\//, priority: 2 },
						{ name: 'site', test: sharedBySite, priority: 1 },
					],
				},
			},
		},
	},
}))
