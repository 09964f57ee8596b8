/**
 * The site's illustrations: original artwork drawn for this site, one SVG
 * file each in app/assets/illustrations/<id>.svg, until the foundation
 * supplies photographs. Each has a fixed shape so pages reserve its space
 * before it loads (no layout shift). Alt text is not here: it depends on
 * where an image is used, so it lives with the words of that page.
 */
const shapes = {
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

const files = import.meta.glob<string>('../assets/illustrations/*.svg', {
	eager: true,
	query: '?url',
	import: 'default',
})

/** Where an illustration is served from, and its intrinsic size. */
export function illustration(id: IllustrationId) {
	const src = files[`../assets/illustrations/${id}.svg`]
	if (!src) throw new Error(`Missing illustration file app/assets/illustrations/${id}.svg`)
	return { src, ...shapes[illustrationShapes[id]] }
}

/** An illustration as page content names it: which one, and what it shows in this language. */
export type ImageRef = {
	id: IllustrationId
	/** What the image shows; empty when it only decorates. */
	alt: string
}

/** An illustration with all it takes to draw it, as plain data (what islands receive). */
export type IllustrationImage = ImageRef & { src: string; width: number; height: number }

export function illustrationImage({ id, alt }: ImageRef): IllustrationImage {
	return { id, alt, ...illustration(id) }
}
