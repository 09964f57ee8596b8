import type { Config } from '@react-router/dev/config'
import { recordPaths } from './scripts/content/record-paths.ts'
import { contentDirectory } from './scripts/vite-plugins/content.ts'

export default {
	// A server runs alongside the static pages: it handles the newsletter
	// action, case-insensitive redirects and the 404 status.
	ssr: true,
	// Every page in every language is rendered to HTML at build time.
	// getStaticPaths() lists every path in app/routes.ts (all three languages; not the `*` splat);
	// recordPaths() the pages of records (news posts, events), named by their content files.
	prerender: {
		async paths({ getStaticPaths }) {
			// Not the newsletter archive: only the running server knows which newsletters were sent (docs/decisions/044).
			// Nor the workspace (/admin/…): only for signed-in staff.
			const perRequest = /^(?:\/zh-han[st])?\/(?:newsletter\/archive$|admin\/)/
			return [...getStaticPaths().filter((path) => !perRequest.test(path)), ...recordPaths(contentDirectory())]
		},
		// Several pages at once: while one page's files are written, the next renders.
		concurrency: 4,
	},
	// The full route manifest ships with the first page, so client navigation
	// also works on a plain static host, which has no /__manifest endpoint.
	routeDiscovery: { mode: 'initial' },
	buildDirectory: process.env.BUILD_DIR ?? 'build',
	async buildEnd({ reactRouterConfig }) {
		const { postbuild } = await import('./scripts/build/postbuild.ts')
		await postbuild(reactRouterConfig.buildDirectory)
	},
} satisfies Config
