import type { TextPageContent } from '../../types.ts'

/** What every page entry has: its meta, its one <h1> and a lead sentence. Each page adds its own parts. */
type PageEntry = Pick<TextPageContent, 'meta' | 'title' | 'summary'> & { [part: string]: unknown }

export const generalPages = {} satisfies Record<string, PageEntry>
