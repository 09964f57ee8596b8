import type { SiteContent } from '#app/content/index.server.ts'

/** The events page's words for registering (content/pages/<locale>/events.md, `registration`). */
export type RegistrationWords = SiteContent['pages']['/events']['registration']
