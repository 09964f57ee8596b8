import { createContext, type RouterContext, type RouterContextProvider } from 'react-router'
import { newsletterConfigFromEnv } from '#app/newsletter/config.server.ts'
import { createNewsletterRuntime, type NewsletterRuntime } from '#app/newsletter/runtime.server.ts'

/** What the Express server knows about a request that React Router's Request cannot say. */
export type RequestFacts = {
	/** The client's IP address (proxy headers are trusted only when TRUST_PROXY is set). */
	clientIp: string
	/** The body was over the limit; it was not read, and the request carries none. */
	bodyTooLarge: boolean
	/** A POST from another site's page (request-origin.ts), judged before React Router saw it. */
	crossSite: boolean
	/** The server's one newsletter runtime. */
	runtime: NewsletterRuntime
}

// One module in one build: the server (server/app.ts) and the route modules
// share it (docs/decisions/042), so the key is one object for both.
export const requestFactsContext: RouterContext<RequestFacts | null> = createContext<RequestFacts | null>(null)

let fallback: NewsletterRuntime | undefined

/**
 * The request's facts, or — in tests that call an action directly, where no
 * Express server set them — a runtime configured from the environment,
 * created on first use (never when a page module is merely imported).
 */
export function requestFacts(context: Readonly<RouterContextProvider>): {
	runtime: NewsletterRuntime
	clientIp: string | null
	bodyTooLarge: boolean
	crossSite: boolean | null
} {
	const facts = context.get(requestFactsContext)
	if (facts) return facts
	fallback ??= createNewsletterRuntime(newsletterConfigFromEnv())
	return { runtime: fallback, clientIp: null, bodyTooLarge: false, crossSite: null }
}
