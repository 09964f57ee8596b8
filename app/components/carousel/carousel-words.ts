/** The words a carousel needs, from the page's content. Placeholders are filled per slide. */
export type CarouselWords = {
	/** What the carousel is called as a kind of widget (aria-roledescription): 'carousel'. */
	carousel: string
	/** What each slide is called (aria-roledescription): 'slide'. */
	slide: string
	/** Each slide's label: '{n} of {total}'. */
	position: string
	previous: string
	next: string
	/** The rotation control while the slides rotate, and while they do not. */
	pause: string
	play: string
	/** A dot's name: 'Show {title}'. */
	show: string
	/** Announced when the slide changes while not rotating: '{position}: {title}'. */
	status: string
}
