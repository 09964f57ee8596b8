import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Picture } from '#app/content/schema/fields.ts'
import { Photo } from './photo.tsx'

const picture: Picture = {
	src: '/media/team.jpg',
	alt: 'The team at the spring festival',
	responsive: {
		width: 1600,
		height: 1067,
		src: '/assets/photos/team-abc-960.webp',
		avifSrc: '/assets/photos/team-abc-960.avif',
		avif: '/assets/photos/team-abc-320.avif 320w, /assets/photos/team-abc-960.avif 960w',
		webp: '/assets/photos/team-abc-320.webp 320w, /assets/photos/team-abc-960.webp 960w',
	},
}

/** A whole document, as the site renders it: React puts preload hints in its <head>. */
const page = (photo: React.ReactNode) =>
	renderToString(
		<html lang="en">
			<head />
			<body>{photo}</body>
		</html>,
	)

describe('<Photo>', () => {
	it('offers AVIF, then WebP, at every width, with its size and alt text, lazily', () => {
		const html = page(<Photo image={picture} sizes="(min-width: 60rem) 50vw, 100vw" />)
		expect(html).toContain(
			'<picture><source type="image/avif" srcSet="/assets/photos/team-abc-320.avif 320w, /assets/photos/team-abc-960.avif 960w" sizes="(min-width: 60rem) 50vw, 100vw"/><source type="image/webp"',
		)
		expect(html).toMatch(
			/<img src="\/assets\/photos\/team-abc-960.webp" width="1600" height="1067" alt="The team at the spring festival" loading="lazy" decoding="async"\/>/,
		)
		expect(html).not.toContain('rel="preload"')
	})

	it('preloads the page’s hero photo, and fetches it first, never lazily', () => {
		const html = page(<Photo image={picture} sizes="100vw" priority />)
		const head = html.slice(0, html.indexOf('</head>'))
		expect(head).toContain('rel="preload"')
		expect(head).toContain('as="image"')
		expect(head).toContain(`imageSrcSet="${picture.responsive!.avif}"`)
		expect(head).toContain('imageSizes="100vw"')
		expect(head).toContain('type="image/avif"')
		expect(html).toMatch(/<img [^>]*loading="eager"[^>]*fetchPriority="high"/)
	})

	it('has an empty alt when the photo is marked decorative', () => {
		expect(page(<Photo image={{ ...picture, decorative: true }} sizes="100vw" />)).toContain('alt=""')
	})
})
