import type { ReactNode } from 'react'
import { fillText } from '#app/lib/format/fill-template.ts'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { CarouselDots } from './carousel-dots.tsx'
import { CarouselSlide } from './carousel-slide.tsx'
import { CarouselToolbar } from './carousel-toolbar.tsx'
import type { CarouselWords } from './carousel-words.ts'
import { slidePosition } from './slide-position.ts'
import { useCarousel } from './use-carousel.ts'
import { useSwipe } from './use-swipe.ts'
import styles from './carousel.module.css'

export type CarouselItem = { key: string; title: string; content: ReactNode }

type CarouselProps = {
	/** Prefix for the ids inside; unique on the page. */
	id: string
	/** The id of the heading that names the carousel. */
	labelledBy: string
	items: CarouselItem[]
	startIndex?: number
	words: CarouselWords
}

/**
 * An auto-rotating carousel (WAI-ARIA Authoring Practices): the current item
 * in the centre, its neighbours either side on wide screens. Before React
 * runs (and without JavaScript) it is a plain row of every item, with the
 * same geometry, so nothing shifts when it comes alive.
 */
export function Carousel({ id, labelledBy, items, startIndex = 0, words }: CarouselProps) {
	const hydrated = useHydrated()
	const carousel = useCarousel({ count: items.length, startIndex })
	const swipe = useSwipe((direction) => (direction === 'next' ? carousel.next() : carousel.previous()))
	const slidesId = `${id}-slides`
	const total = items.length
	const position = (index: number) => fillText(words.position, { n: index + 1, total })
	const current = items[carousel.index]
	return (
		<div
			// oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the carousel pattern's group; <fieldset> is for forms
			role="group"
			aria-roledescription={words.carousel}
			aria-labelledby={labelledBy}
			className={styles.carousel}
			data-enhanced={hydrated ? '' : undefined}
			data-moved={carousel.moved ? '' : undefined}
			{...carousel.rootProps}
		>
			<CarouselToolbar
				slidesId={slidesId}
				playing={carousel.playing}
				onTogglePlaying={carousel.togglePlaying}
				onPrevious={carousel.previous}
				onNext={carousel.next}
				words={words}
			/>
			{/* Announces slide changes only while the carousel is not rotating (APG). */}
			<div id={slidesId} className={styles.stage} aria-live={carousel.rotating ? 'off' : 'polite'} {...swipe}>
				{items.map((item, index) => (
					<CarouselSlide
						key={item.key}
						index={index}
						label={position(index)}
						roledescription={words.slide}
						position={hydrated ? slidePosition(index, carousel.index, total) : undefined}
					>
						{item.content}
					</CarouselSlide>
				))}
				{/* Only once a slide has moved: nothing to announce as the page loads. */}
				{carousel.moved && current ? (
					<p className="visually-hidden">
						{fillText(words.status, { position: position(carousel.index), title: current.title })}
					</p>
				) : null}
			</div>
			<CarouselDots
				slidesId={slidesId}
				titles={items.map((item) => item.title)}
				current={carousel.index}
				onSelect={carousel.goTo}
				words={words}
			/>
		</div>
	)
}
