/**
 * The islands' browser script (docs/decisions/022), built as its own entry by
 * scripts/vite-plugin-islands.ts: React, the registry's components and the
 * code that hydrates each island on the page, nothing else of the app.
 * enhance.js loads it once the page has loaded.
 */
import { hydrateIslands } from './hydrate.tsx'
import { islands } from './registry.ts'

void hydrateIslands(islands)
