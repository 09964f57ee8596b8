import type { MetaDescriptor } from 'react-router'
import { site } from '#app/config/site.ts'
import { localeConfig, localizePath, locales, type Locale } from '#app/i18n/locales.ts'

/** The link-preview image (scripts/build/render-social-images.ts renders it). */
export const socialImage = { url: `${site.baseUrl.value}/social/og-image.png`, width: 1200, height: 630 }

/** The name the site goes by in a language: Chinese pages lead with the Chinese name. */
export function siteName(locale: Locale): string {
	const names = site.name.value
	return locale === 'en' ? names.en : `${names[locale]} ${names.en}`
}

/** The absolute URL of an English site path in a language. */
export function absoluteUrl(path: string, locale: Locale): string {
	return site.baseUrl.value + localizePath(path, locale)
}

/** Canonical URL and hreflang alternates (every language plus x-default) for a page. */
export function alternateLinks(path: string, locale: Locale) {
	return {
		canonical: absoluteUrl(path, locale),
		alternates: [
			...locales.map((l) => ({ hrefLang: localeConfig[l].hrefLang, href: absoluteUrl(path, l) })),
			{ hrefLang: 'x-default', href: absoluteUrl(path, 'en') },
		],
	}
}

/** A link-preview image: an absolute URL, with its size when known. */
type PreviewImage = { url: string; alt?: string; width?: number; height?: number }

type PageMetaArgs = {
	title: string
	description: string
	locale: Locale
	path: string
	isHome?: boolean
	/** The page's own link-preview image (a news post's photo); the site's image otherwise. */
	image?: PreviewImage
	/** An article's publication date, YYYY-MM-DD. */
	publishedTime?: string
}

/** The absolute URL of a file of the site (a photo in /media/). */
export const absoluteFileUrl = (path: string) => site.baseUrl.value + path

/** The <title>, description and link-preview tags of a page. */
export function pageMeta({
	title,
	description,
	locale,
	path,
	isHome = false,
	image,
	publishedTime,
}: PageMetaArgs): MetaDescriptor[] {
	const name = siteName(locale)
	const fullTitle = isHome ? `${name} | ${title}` : `${title} | ${name}`
	const preview: PreviewImage = image ?? socialImage
	return [
		{ title: fullTitle },
		{ name: 'description', content: description },
		{ property: 'og:type', content: isHome ? 'website' : 'article' },
		{ property: 'og:site_name', content: name },
		{ property: 'og:title', content: fullTitle },
		{ property: 'og:description', content: description },
		{ property: 'og:url', content: absoluteUrl(path, locale) },
		{ property: 'og:locale', content: localeConfig[locale].ogLocale },
		{ property: 'og:image', content: preview.url },
		...(preview.width && preview.height
			? [
					{ property: 'og:image:width', content: String(preview.width) },
					{ property: 'og:image:height', content: String(preview.height) },
				]
			: []),
		...(preview.alt ? [{ property: 'og:image:alt', content: preview.alt }] : []),
		...(publishedTime ? [{ property: 'article:published_time', content: publishedTime }] : []),
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: fullTitle },
		{ name: 'twitter:description', content: description },
		{ name: 'twitter:image', content: preview.url },
	]
}
