import { useState, type ReactNode } from 'react'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { TabList } from './tab-list.tsx'
import styles from './tabs.module.css'

export type TabItem = { id: string; label: string; panel: ReactNode }

type TabsProps = {
	/** Prefix for the tabs' and panels' ids; unique on the page. */
	idPrefix: string
	/** The id of the heading that names the set of tabs. */
	labelledBy: string
	items: TabItem[]
	defaultId?: string
}

/**
 * Tabs (WAI-ARIA Authoring Practices). Before React runs, and without
 * JavaScript, there are no tabs: every panel is shown, one after another, so
 * the page reads fully. Once React runs, the tabs appear and show one panel
 * at a time; the others stay in the document, hidden.
 */
export function Tabs({ idPrefix, labelledBy, items, defaultId }: TabsProps) {
	const hydrated = useHydrated()
	const [selectedId, setSelectedId] = useState(defaultId ?? items[0]?.id ?? '')
	return (
		<div className={styles.tabs} data-enhanced={hydrated ? '' : undefined}>
			{hydrated ? (
				<TabList
					idPrefix={idPrefix}
					labelledBy={labelledBy}
					items={items}
					selectedId={selectedId}
					onSelect={setSelectedId}
				/>
			) : null}
			{items.map((item) => (
				<div
					key={item.id}
					id={`${idPrefix}-panel-${item.id}`}
					className={styles.panel}
					role={hydrated ? 'tabpanel' : undefined}
					aria-labelledby={hydrated ? `${idPrefix}-tab-${item.id}` : undefined}
					// The panel opens with an image, not a focusable element, so the panel itself takes focus (APG).
					tabIndex={hydrated ? 0 : undefined}
					hidden={hydrated && item.id !== selectedId}
				>
					{item.panel}
				</div>
			))}
		</div>
	)
}
