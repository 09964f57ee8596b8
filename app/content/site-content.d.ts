declare module 'virtual:site-content' {
	import type { LoadedContent } from '../../scripts/content/load-site-content.ts'
	const content: LoadedContent
	export default content
}
