import type { ReactNode } from 'react'
import type { SlidePosition } from './slide-position.ts'
import styles from './carousel.module.css'

type CarouselSlideProps = {
	index: number
	/** '2 of 3', in the page's language. */
	label: string
	/** aria-roledescription: 'slide'. */
	roledescription: string
	/** Unset before React runs: every slide is then shown in a plain row. */
	position?: SlidePosition
	children: ReactNode
}

/** One slide: a group labelled with its position. Where it sits is CSS's business (data-position). */
export function CarouselSlide({ index, label, roledescription, position, children }: CarouselSlideProps) {
	return (
		<div
			// oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the carousel pattern's slide; <fieldset> is for forms
			role="group"
			aria-roledescription={roledescription}
			aria-label={label}
			className={styles.slide}
			data-position={position}
			// Read by use-carousel to trace keyboard focus back to its slide.
			data-slide-index={index}
		>
			{children}
		</div>
	)
}
