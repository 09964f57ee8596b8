import { loadSiteContent, type LoadedContent } from '../../scripts/content/load-site-content.ts'

let loading: Promise<LoadedContent> | undefined

/** The content files as the site reads them (every language), for tests that run outside Vite. */
export function siteContent(): Promise<LoadedContent> {
	loading ??= loadSiteContent('content').then((result) => result.content)
	return loading
}
