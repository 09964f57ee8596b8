import { pageFiles } from './collections.ts'
import { content as legacyEnglish } from './en/index.ts'

/**
 * The English path of every page the site has: those whose words are in
 * content files (app/content/collections.ts) and those still in the
 * TypeScript content objects (app/content/en/), while the move goes on.
 */
export const pagePaths: string[] = [...new Set([...Object.keys(legacyEnglish.pages), ...Object.keys(pageFiles)])]
