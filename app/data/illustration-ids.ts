/**
 * The ids and shapes of the site's illustrations (app/assets/illustrations/<id>.svg).
 * Plain data, so content schemas (read by the build outside Vite) can list them.
 */
export const shapes = {
	/** 16:9, for page heroes. */
	wide: { width: 1600, height: 900 },
	/** 4:3, for cards, sections and photo grids. */
	card: { width: 800, height: 600 },
} as const

export const illustrationShapes = {
	// Home
	'home-hero': 'wide',
	'home-intro': 'card',
	'home-team': 'wide',
	'news-cabinet': 'card',
	'news-lasting-support': 'card',
	'news-hello': 'card',
	'initiative-dreamer': 'card',
	'initiative-perpetuator': 'card',
	'initiative-voyager': 'card',
	'initiative-enlightener': 'card',
	// About, contacts
	'about-vision': 'card',
	'about-company': 'card',
	'about-audience': 'card',
	'about-mission': 'card',
	'contact-letter': 'card',
	// Partners
	'partner-aspirin': 'card',
	'partner-snowclub': 'card',
	'partner-aacntv': 'card',
	'partner-aspirin-activity': 'card',
	'partner-snowclub-activity': 'card',
	'partner-aacntv-activity': 'card',
	// The Dreamer
	'dreamer-hero': 'wide',
	'dreamer-beginning': 'card',
	'dreamer-emotion': 'card',
	'dreamer-mind': 'card',
	'dreamer-hello': 'card',
	'dreamer-bilingual': 'card',
	// The Perpetuator
	'perpetuator-hero': 'wide',
	'area-life-needs': 'card',
	'area-cultural-exchange': 'card',
	'area-lasting-support': 'card',
	'project-diabetes': 'card',
	'project-anxiety': 'card',
	'project-grief': 'card',
	'project-abuse': 'card',
	'project-blue-zone': 'card',
	'project-social-capital': 'card',
	'grid-garden': 'card',
	'grid-tea': 'card',
	'grid-walk': 'card',
	'grid-cooking': 'card',
	'grid-calligraphy': 'card',
	'grid-village': 'card',
	// The Voyager
	'voyager-hero': 'wide',
	'voyager-community': 'card',
	'voyager-school': 'card',
	'voyager-family': 'card',
	'voyager-cabinet': 'card',
	'voyager-seminar': 'card',
	// The Enlightener
	'enlightener-hero': 'wide',
	'enlightener-intercultural': 'card',
	'enlightener-heritage': 'card',
	'enlightener-crossethnic': 'card',
	'enlightener-event-review': 'card',
	'enlightener-hello-chinese': 'card',
	'enlightener-support': 'card',
} as const satisfies Record<string, keyof typeof shapes>

export type IllustrationId = keyof typeof illustrationShapes

export const illustrationIds = Object.keys(illustrationShapes) as [IllustrationId, ...IllustrationId[]]
