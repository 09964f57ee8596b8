import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react'
import { useReducedMotion } from './use-reduced-motion.ts'

/** The attribute each slide carries with its index (CarouselSlide), so focus inside it can be traced back to it. */
const SLIDE_INDEX = 'data-slide-index'

/** The spec's carousel interval. */
const CAROUSEL_INTERVAL_MS = 10_000

type CarouselOptions = { count: number; startIndex?: number; interval?: number }

/**
 * The state of an auto-rotating carousel, after the WAI-ARIA Authoring
 * Practices carousel pattern:
 * - it advances one slide every `interval` ms and wraps round;
 * - it starts paused when the reader prefers reduced motion;
 * - it stops while the pointer is over it, and while keyboard focus is inside
 *   it (unless the reader presses Play there: an explicit request wins);
 * - any change of slide restarts the interval.
 * Focus that comes from a click or tap is not keyboard focus: clicking Pause
 * must pause, not first pause by focus and then toggle back to playing.
 */
export function useCarousel({ count, startIndex = 0, interval = CAROUSEL_INTERVAL_MS }: CarouselOptions) {
	const reducedMotion = useReducedMotion()
	const [index, setIndex] = useState(startIndex)
	// Slides glide only once one has moved: not while the prerendered row settles into place.
	const [moved, setMoved] = useState(false)
	// The reader's own choice wins; until they make one, reduced motion decides.
	const [choice, setChoice] = useState<'play' | 'pause' | null>(null)
	const [hovered, setHovered] = useState(false)
	const [keyboardInside, setKeyboardInside] = useState(false)
	const pointerPressed = useRef(false)

	const playing = choice === null ? !reducedMotion : choice === 'play'
	const rotating = playing && !hovered && !keyboardInside && count > 1

	const goTo = useCallback(
		(target: number) => {
			setMoved(true)
			setIndex(((target % count) + count) % count)
		},
		[count],
	)

	useEffect(() => {
		if (!rotating) return
		// Keyed on `index`: any change of slide, by the reader or the timer, restarts the interval.
		const timer = window.setTimeout(() => goTo(index + 1), interval)
		return () => window.clearTimeout(timer)
	}, [rotating, index, goTo, interval])

	function togglePlaying() {
		if (playing) return setChoice('pause')
		setChoice('play')
		setKeyboardInside(false)
	}

	return {
		index,
		moved,
		playing,
		rotating,
		goTo,
		next: () => goTo(index + 1),
		previous: () => goTo(index - 1),
		togglePlaying,
		/** Spread on the carousel's outer element. */
		rootProps: {
			onPointerEnter: (event: PointerEvent) => setHovered(event.pointerType !== 'touch'),
			onPointerLeave: () => {
				setHovered(false)
				pointerPressed.current = false
			},
			onPointerDown: () => {
				pointerPressed.current = true
			},
			onClick: () => {
				pointerPressed.current = false
			},
			// Keyboard focus stops rotation; if it lands in a side slide, that slide comes to the centre, fully in view.
			onFocus: (event: FocusEvent) => {
				if (pointerPressed.current) return
				setKeyboardInside(true)
				const slide = event.target instanceof Element ? event.target.closest<HTMLElement>(`[${SLIDE_INDEX}]`) : null
				if (slide) goTo(Number(slide.getAttribute(SLIDE_INDEX)))
			},
			onBlur: (event: FocusEvent) => {
				if (!event.currentTarget.contains(event.relatedTarget)) setKeyboardInside(false)
			},
		},
	}
}
