import { CarouselIcon } from './carousel-icons.tsx'
import type { CarouselWords } from './carousel-words.ts'
import styles from './carousel-controls.module.css'

type CarouselToolbarProps = {
	/** The id of the slides' container, which these buttons control. */
	slidesId: string
	playing: boolean
	onTogglePlaying: () => void
	onPrevious: () => void
	onNext: () => void
	words: CarouselWords
}

/**
 * The rotation control (first in the carousel's Tab order, as the pattern
 * asks) and the previous and next buttons. The rotation control's name says
 * what pressing it will do; it is a plain button, not a toggle.
 */
export function CarouselToolbar({
	slidesId,
	playing,
	onTogglePlaying,
	onPrevious,
	onNext,
	words,
}: CarouselToolbarProps) {
	return (
		<div className={styles.toolbar}>
			<button type="button" className={styles.rotation} onClick={onTogglePlaying} data-rotation-control="">
				<CarouselIcon name={playing ? 'pause' : 'play'} />
				<span>{playing ? words.pause : words.play}</span>
			</button>
			<div className={styles.steps}>
				<button
					type="button"
					className={styles.step}
					aria-controls={slidesId}
					aria-label={words.previous}
					onClick={onPrevious}
				>
					<CarouselIcon name="previous" />
				</button>
				<button type="button" className={styles.step} aria-controls={slidesId} aria-label={words.next} onClick={onNext}>
					<CarouselIcon name="next" />
				</button>
			</div>
		</div>
	)
}
