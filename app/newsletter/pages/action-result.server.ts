import { createContext, type RouterContextProvider } from 'react-router'

/**
 * After an action, React Router runs the page's loaders in the same request
 * with the same context, and `meta` sees only loader data. An action records
 * its result here so the loader can hand it on: the page title then says
 * what happened, and a loader never acts a second time on a used link.
 */
const actionResult = createContext<{ result: unknown } | null>(null)

export function recordActionResult<T>(context: Readonly<RouterContextProvider>, result: T): T {
	context.set(actionResult, { result })
	return result
}

export function recordedActionResult<T>(context: Readonly<RouterContextProvider>): T | undefined {
	return context.get(actionResult)?.result as T | undefined
}
