/**
 * The islands' browser script (docs/decisions/022), built as an entry of its
 * own by scripts/vite-plugins/islands.ts: React, the registry's components and
 * the code that hydrates each island on the page, nothing else of the app.
 * enhance.js runs it once the page has loaded and the file is fetched.
 *
 * Each step runs in a task of its own, so none holds the main thread long:
 * this file's own start-up (React, the widgets' code), then React DOM's,
 * then one island per task.
 */
import type * as ReactDomClient from 'react-dom/client'
import { hydrateIslands } from './hydrate.tsx'
import { keepFragmentTarget } from './keep-fragment-target.ts'
import { nextTask } from './next-task.ts'
import { islands } from './registry.ts'

/**
 * The bundler's CommonJS `require` (React DOM is CommonJS): it runs React
 * DOM's start-up, the largest step, when called rather than with this file.
 */
declare const require: (id: 'react-dom/client') => typeof ReactDomClient

void (async () => {
	keepFragmentTarget()
	await nextTask()
	// The development server serves modules unbundled, without `require`.
	const { hydrateRoot } = import.meta.env.DEV ? await import('react-dom/client') : require('react-dom/client')
	await nextTask()
	await hydrateIslands(islands, { hydrate: hydrateRoot })
})()
