import type { IllustrationId } from './illustrations.ts'

/**
 * The foundation's cooperative partners: one record each, shared by the home
 * page's partner carousel and the partners' own pages. Their words (who they
 * are, what we do together, alt text) are in the content files under the
 * partner's path.
 */
export type Partner = {
	id: 'serendipitysnowclub' | 'aspirin' | 'aacntv'
	/** The partner's page on this site. */
	path: string
	/** The partner's name as it writes it (not translated). */
	name: string
	/** The image the home carousel and the partner page lead with. */
	image: IllustrationId
	/** A second image for the partner page. */
	activityImage: IllustrationId
	/** The partner's own site. */
	website: { url: string; example: boolean }
}

/** In the home carousel's order. */
export const partners: Partner[] = [
	{
		id: 'serendipitysnowclub',
		path: '/serendipitysnowclub',
		name: 'Serendipity Snow Club',
		image: 'partner-snowclub',
		activityImage: 'partner-snowclub-activity',
		website: { url: 'https://snowclub.example.org', example: true },
	},
	{
		id: 'aspirin',
		path: '/aspirin',
		name: 'Aspirin',
		image: 'partner-aspirin',
		activityImage: 'partner-aspirin-activity',
		website: { url: 'https://aspirin.example.org', example: true },
	},
	{
		id: 'aacntv',
		path: '/aacntv',
		name: 'AACNTV',
		image: 'partner-aacntv',
		activityImage: 'partner-aacntv-activity',
		website: { url: 'https://aacntv.example.org', example: true },
	},
]
