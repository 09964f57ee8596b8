/**
 * The foundation's mark: two open hands holding a heart, drawn for this site.
 * Decorative: the link around it carries the name.
 */
export function BrandMark({ size = 44 }: { size?: number }) {
	return (
		<svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
			<circle cx="24" cy="24" r="23" fill="#1d5c63" />
			<path
				d="M24 33.5c-5.6-3.7-9-7.2-9-11.1 0-2.6 1.9-4.6 4.4-4.6 1.9 0 3.5 1.1 4.6 2.9 1.1-1.8 2.7-2.9 4.6-2.9 2.5 0 4.4 2 4.4 4.6 0 3.9-3.4 7.4-9 11.1Z"
				fill="#f3b28a"
			/>
			<path
				d="M9.5 27.5c2.6 4.6 7.6 8.5 14.5 9.5 6.9-1 11.9-4.9 14.5-9.5"
				fill="none"
				stroke="#fffaf3"
				strokeWidth="2.6"
				strokeLinecap="round"
			/>
		</svg>
	)
}
