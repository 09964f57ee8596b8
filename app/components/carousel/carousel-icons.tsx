/** The carousel's control icons: decorative, the buttons carry the names. */
const paths = {
	pause: 'M7 5v10M13 5v10',
	play: 'M7 4.5v11l8.5-5.5z',
	previous: 'M12.5 4.5 7 10l5.5 5.5',
	next: 'M7.5 4.5 13 10l-5.5 5.5',
} as const

export function CarouselIcon({ name }: { name: keyof typeof paths }) {
	const filled = name === 'play'
	return (
		<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
			<path
				d={paths[name]}
				fill={filled ? 'currentColor' : 'none'}
				stroke="currentColor"
				strokeWidth="2.2"
				strokeLinecap="round"
				strokeLinejoin="round"
			/>
		</svg>
	)
}
