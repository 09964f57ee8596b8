import type { IllustrationId } from './illustrations.ts'

/**
 * The Enlightener's three directions, in the order its landing page shows
 * them. Their names and descriptions are in the content files, keyed by path.
 */
export const enlightenerAreas = [
	{ path: '/enlightener/interculturalcommunication', image: 'enlightener-intercultural' },
	{ path: '/enlightener/culturalheritage', image: 'enlightener-heritage' },
	{ path: '/enlightener/crossethniccommunication', image: 'enlightener-crossethnic' },
] as const satisfies readonly { path: string; image: IllustrationId }[]

export type EnlightenerAreaPath = (typeof enlightenerAreas)[number]['path']
