import { defineConfig } from 'vite'
import { decapPerLocalePages } from './scripts/cms/decap-per-locale-pages.ts'
import { siteContent } from './scripts/vite-plugins/content.ts'

/**
 * /admin (Decap CMS) is built on its own, apart from the site: none of its
 * code or styles can reach a public page, and the site's chunks stay as they
 * are. scripts/build/postbuild.ts runs this build into build/client/admin and
 * writes the generated config.yml beside it (docs/decisions/031).
 */
export default defineConfig({
	root: 'app/admin',
	base: '/admin/',
	publicDir: false,
	// Its own pre-bundled dependencies in development, apart from the site's.
	cacheDir: '../../node_modules/.vite/admin',
	// siteContent: the previews draw pages inside the layout's words (virtual:site-content/layout-words).
	plugins: [siteContent(), decapPerLocalePages()],
	// In development Decap is pre-bundled: the same change there.
	optimizeDeps: { rolldownOptions: { plugins: [decapPerLocalePages()] } },
	define: {
		// Decap's libraries read these at run time as a Node program would.
		'process.env.NODE_ENV': JSON.stringify('production'),
		global: 'globalThis',
	},
	build: {
		outDir: '../../build/client/admin',
		emptyOutDir: true,
		assetsInlineLimit: 0,
		// The CMS is one large application, loaded only by staff.
		chunkSizeWarningLimit: 8000,
		reportCompressedSize: false,
	},
})
