import { Section } from '~/components/content/section.tsx'
import { Tabs } from '~/components/tabs/tabs.tsx'
import type { HomePageContent } from '~/content/en/pages/home.ts'
import { initiativeLandings, type InitiativeId } from '~/data/initiatives.ts'
import { fillText } from '~/lib/fill-template.ts'
import { InitiativePanel } from './initiative-panel.tsx'

type InitiativesTabsProps = {
	words: HomePageContent['initiatives']
	/** The initiatives' names, from the layout's words. */
	names: Record<InitiativeId, string>
}

/** The four initiatives as tabs, The Dreamer first and selected. */
export function InitiativesTabs({ words, names }: InitiativesTabsProps) {
	const items = initiativeLandings.map(({ id, path }) => {
		const panel = words.panels[id]
		return {
			id,
			label: names[id],
			panel: (
				<InitiativePanel
					name={names[id]}
					heading={panel.heading}
					text={panel.text}
					image={{ id: `initiative-${id}`, alt: panel.alt }}
					to={path}
					learnMore={words.learnMore}
					learnMoreAbout={fillText(words.learnMoreAbout, { name: names[id] })}
				/>
			),
		}
	})
	return (
		<Section id="initiatives" heading={words.heading} intro={words.intro} tone="teal">
			<Tabs idPrefix="initiative" labelledBy="initiatives-heading" items={items} defaultId="dreamer" />
		</Section>
	)
}
