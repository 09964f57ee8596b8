import { Tabs } from '#app/components/tabs/tabs.tsx'
import { InitiativePanel, type InitiativePanelData } from './initiative-panel.tsx'

export type InitiativeTabsProps = {
	/** The id of the heading that names the tabs. */
	labelledBy: string
	/** One tab per initiative, in order; `label` is the tab's name. */
	initiatives: (InitiativePanelData & { id: string; label: string })[]
	defaultId: string
}

/** The initiatives as tabs, one panel each: an island (app/islands), built from plain data. */
export function InitiativeTabs({ labelledBy, initiatives, defaultId }: InitiativeTabsProps) {
	const items = initiatives.map(({ id, label, ...panel }) => ({ id, label, panel: <InitiativePanel {...panel} /> }))
	return <Tabs idPrefix="initiative" labelledBy={labelledBy} items={items} defaultId={defaultId} />
}
