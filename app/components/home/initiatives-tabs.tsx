import { Section } from '#app/components/content/section.tsx'
import type { HomePageContent } from '#app/content/schema/pages/home.ts'
import { illustrationImage } from '#app/data/illustrations.ts'
import { initiativeLandings, type InitiativeId } from '#app/data/initiatives.ts'
import { localizePath } from '#app/i18n/locales.ts'
import { Island } from '#app/islands/island.tsx'
import { continuingWords } from '#app/lib/format/continuing-words.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import { useLocale } from '#app/lib/use-locale.ts'

type InitiativesTabsProps = {
	words: HomePageContent['initiatives']
	/** The initiatives' names, from the layout's words. */
	names: Record<InitiativeId, string>
}

/** The four initiatives as tabs (an island), The Dreamer first and selected. */
export function InitiativesTabs({ words, names }: InitiativesTabsProps) {
	const locale = useLocale()
	const initiatives = initiativeLandings.map(({ id, path }) => {
		const panel = words.panels[id]
		return {
			id,
			label: names[id],
			name: names[id],
			heading: panel.heading,
			text: panel.text,
			// The picture illustrates the words beside it: decorative, no alt text.
			image: illustrationImage({ id: `initiative-${id}`, alt: '' }),
			href: localizePath(path, locale),
			learnMore: words.learnMore,
			learnMoreAbout: continuingWords(fillText(words.learnMoreAbout, { name: names[id] })),
		}
	})
	return (
		<Section id="initiatives" heading={words.heading} intro={words.intro} tone="teal">
			<Island name="initiative-tabs" props={{ labelledBy: 'initiatives-heading', initiatives, defaultId: 'dreamer' }} />
		</Section>
	)
}
