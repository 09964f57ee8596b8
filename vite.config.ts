import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { siteContent } from './scripts/vite-plugin-content.ts'
import { minifyEnhancements } from './scripts/vite-plugin-minify-enhance.ts'
import { traditionalChinese } from './scripts/vite-plugin-traditional.ts'

/**
 * The root layout, the shared building blocks of pages (components/content,
 * styles) and the helpers they use: one chunk, listed once per route in the
 * manifest instead of a dozen small ones. Keep route-specific code out of it:
 * whatever is here loads on the home page.
 */
const sharedBySite =
	/\/app\/(components\/layout\/|components\/content\/|styles\/|lib\/(canonical-path|layout-data|page-handle|seo|section-landing|use-locale|use-scroll-to-section|fill-template)\.|i18n\/|config\/|data\/(initiatives|illustrations)\.)/

export default defineConfig({
	plugins: [traditionalChinese(), siteContent(), reactRouter(), minifyEnhancements()],
	resolve: { tsconfigPaths: true },
	// SUBSCRIBE_URL / SUBSCRIBE_EMAIL_FIELD: build-time settings of the newsletter form (app/newsletter/subscribe-target.ts).
	envPrefix: ['VITE_', 'SUBSCRIBE_'],
	// Every asset is a file, never a data: URI: cacheable across pages, and the
	// Content-Security-Policy can keep img-src to 'self'.
	build: {
		assetsInlineLimit: 0,
		rolldownOptions: {
			output: {
				// The layout and the helpers every page shares go in one chunk instead of a
				// dozen tiny ones: fewer requests, and a shorter route manifest (each route
				// lists the chunks it imports, once per language).
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
})
