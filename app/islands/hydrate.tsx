import { startTransition, type ComponentType } from 'react'
import type { hydrateRoot } from 'react-dom/client'
import { nextTask } from './next-task.ts'

/**
 * Hydrates every island in the document (`[data-island]`, written by
 * `<Island>`) with the registry's component of its name and the props in the
 * JSON block after it. Islands start one per task, and each hydrates as a
 * transition, which React splits into slices of a few milliseconds: the main
 * thread stays free for the reader's taps and keys (React hydrates the part
 * that was tapped first, and replays the tap). An island that cannot hydrate
 * is reported and keeps its server-rendered HTML; the others carry on.
 * It runs once the page has loaded (enhance.js starts it), so every island is
 * in the document.
 */
export async function hydrateIslands(
	registry: Record<string, ComponentType<never>>,
	{ hydrate, document = window.document }: { hydrate: typeof hydrateRoot; document?: Document },
) {
	for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
		await nextTask()
		try {
			hydrateIsland(container, registry, hydrate)
		} catch (error) {
			console.error(error)
		}
	}
}

function hydrateIsland(
	container: HTMLElement,
	registry: Record<string, ComponentType<never>>,
	hydrate: typeof hydrateRoot,
) {
	const name = container.dataset.island ?? ''
	const Component = Object.hasOwn(registry, name) ? (registry[name] as ComponentType<object>) : undefined
	if (!Component) throw new Error(`Island "${name}": not in the registry`)
	const data = container.nextElementSibling
	if (!(data instanceof HTMLScriptElement) || !data.hasAttribute('data-island-props')) {
		throw new Error(`Island "${name}": no props block`)
	}
	const props = JSON.parse(data.textContent ?? '') as object
	const serverHtml = container.innerHTML
	startTransition(() => {
		const root = hydrate(container, <Component {...props} />, {
			// A broken island goes back to its server-rendered form, which reads without script.
			onUncaughtError(error) {
				console.error(`Island "${name}": failed, left as prerendered`, error)
				setTimeout(() => {
					root.unmount()
					container.innerHTML = serverHtml
				})
			},
		})
	})
}
