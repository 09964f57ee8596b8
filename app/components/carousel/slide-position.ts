/** Where a slide sits relative to the current one. */
export type SlidePosition = 'current' | 'next' | 'previous' | 'hidden'

/**
 * The current slide sits in the centre with its neighbours either side
 * (wrapping round the ends); any further slides wait out of sight.
 */
export function slidePosition(slide: number, current: number, count: number): SlidePosition {
	const offset = (slide - current + count) % count
	if (offset === 0) return 'current'
	if (offset === 1) return 'next'
	if (offset === count - 1) return 'previous'
	return 'hidden'
}
