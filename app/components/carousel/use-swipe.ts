import { useRef, type TouchEvent } from 'react'

/** How far a finger must travel sideways, in CSS pixels, to count as a swipe. */
const SWIPE_MIN_PX = 40

/**
 * Touch handlers that call back on a sideways swipe: left for the next slide,
 * right for the previous one. Mostly-vertical movements are left to scrolling.
 */
export function useSwipe(onSwipe: (direction: 'next' | 'previous') => void) {
	const start = useRef<{ x: number; y: number } | null>(null)
	return {
		onTouchStart(event: TouchEvent) {
			const touch = event.touches[0]
			start.current = touch ? { x: touch.clientX, y: touch.clientY } : null
		},
		onTouchEnd(event: TouchEvent) {
			const touch = event.changedTouches[0]
			const from = start.current
			start.current = null
			if (!touch || !from) return
			const dx = touch.clientX - from.x
			const dy = touch.clientY - from.y
			if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return
			onSwipe(dx < 0 ? 'next' : 'previous')
		},
	}
}
