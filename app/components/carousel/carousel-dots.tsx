import { fillText } from '#app/lib/format/fill-template.ts'
import type { CarouselWords } from './carousel-words.ts'
import styles from './carousel-controls.module.css'

type CarouselDotsProps = {
	slidesId: string
	titles: string[]
	current: number
	onSelect: (index: number) => void
	words: CarouselWords
}

/** One button per slide, named after it; the current one says so (aria-current). */
export function CarouselDots({ slidesId, titles, current, onSelect, words }: CarouselDotsProps) {
	return (
		<div className={styles.dots}>
			{titles.map((title, index) => (
				<button
					key={title}
					type="button"
					className={styles.dot}
					aria-controls={slidesId}
					aria-label={fillText(words.show, { title })}
					aria-current={index === current ? 'true' : undefined}
					onClick={() => onSelect(index)}
				/>
			))}
		</div>
	)
}
