/**
 * The islands' browser script, built as its own entry by
 * scripts/vite-plugin-islands.ts: React, the registry's components, and the
 * code that hydrates each island on the page. Nothing else of the app.
 */
import { hydrateIslands } from './hydrate.tsx'
import { islands } from './registry.ts'

void hydrateIslands(islands)
