import { useRef, type KeyboardEvent } from 'react'
import styles from './tabs.module.css'

type TabListItem = { id: string; label: string }

type TabListProps = {
	idPrefix: string
	labelledBy: string
	items: TabListItem[]
	selectedId: string
	onSelect: (id: string) => void
}

/** The keys that move between tabs, and where each one goes. */
function targetIndex(key: string, index: number, count: number): number | undefined {
	if (key === 'ArrowRight') return (index + 1) % count
	if (key === 'ArrowLeft') return (index - 1 + count) % count
	if (key === 'Home') return 0
	if (key === 'End') return count - 1
	return undefined
}

/**
 * The row of tabs (WAI-ARIA tabs pattern, automatic activation): only the
 * selected tab is in the Tab order; Left/Right (wrapping), Home and End move
 * between tabs and select the one they land on.
 */
export function TabList({ idPrefix, labelledBy, items, selectedId, onSelect }: TabListProps) {
	const tabs = useRef<(HTMLButtonElement | null)[]>([])

	function onKeyDown(event: KeyboardEvent, index: number) {
		const target = targetIndex(event.key, index, items.length)
		const item = target === undefined ? undefined : items[target]
		if (target === undefined || !item) return
		event.preventDefault()
		onSelect(item.id)
		tabs.current[target]?.focus()
	}

	return (
		<div role="tablist" aria-labelledby={labelledBy} className={styles.list}>
			{items.map((item, index) => {
				const selected = item.id === selectedId
				return (
					<button
						key={item.id}
						ref={(node) => {
							tabs.current[index] = node
						}}
						type="button"
						role="tab"
						id={`${idPrefix}-tab-${item.id}`}
						aria-selected={selected}
						aria-controls={`${idPrefix}-panel-${item.id}`}
						tabIndex={selected ? 0 : -1}
						className={styles.tab}
						onClick={() => onSelect(item.id)}
						onKeyDown={(event) => onKeyDown(event, index)}
					>
						{item.label}
					</button>
				)
			})}
		</div>
	)
}
