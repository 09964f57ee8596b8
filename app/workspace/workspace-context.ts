import { createContext, type RouterContext, type RouterContextProvider } from 'react-router'
import type { WorkspaceRuntime } from './runtime.server.ts'

/** The server's one workspace runtime, for the workspace's loaders and actions (set by server/http/react-router-handler.ts). */
export const workspaceContext: RouterContext<WorkspaceRuntime | null> = createContext<WorkspaceRuntime | null>(null)

/** The workspace runtime; a workspace page rendered without one (no server) answers 503. */
export function workspaceRuntime(context: Readonly<RouterContextProvider>): WorkspaceRuntime {
	const runtime = context.get(workspaceContext)
	if (!runtime) throw new Response('The workspace runs on the site’s own server only.', { status: 503 })
	return runtime
}

/** Paths of the workspace's pages and API, in every language: /admin/…, /zh-hans/admin/…, /zh-hant/admin/… */
export const isWorkspacePath = (path: string) => /^\/(?:zh-han[st]\/)?admin(?:\/|$)/i.test(path)
