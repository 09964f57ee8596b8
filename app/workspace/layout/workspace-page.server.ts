import type { RouterContextProvider } from 'react-router'
import { getContent } from '#app/content/index.server.ts'
import { localeFromPathname, type Locale } from '#app/i18n/locales.ts'
import type { WorkspaceWords } from '#app/content/schema/words/workspace-words.ts'
import { requireStaff, staffContext, type Staff, type StaffRole } from '#app/workspace/staff-context.ts'
import { workspaceRuntime } from '#app/workspace/workspace-context.ts'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** What every workspace page's loader or action starts from: the language (from the path), its words and the runtime. */
export function workspacePage(args: Args): { locale: Locale; words: WorkspaceWords; staff: Staff | null } {
	const locale = localeFromPathname(new URL(args.request.url).pathname)
	return { locale, words: getContent(locale).workspace, staff: args.context.get(staffContext) }
}

/** A workspace page for signed-in staff with `role`: the staffer, the runtime, the language and words. */
export function staffPage(args: Args, role: StaffRole | 'any') {
	const staff = requireStaff(args, role)
	return { ...workspacePage(args), staff, runtime: workspaceRuntime(args.context) }
}

/** A form's field as text ('' when absent or a file). */
export const formText = (form: FormData, name: string) => {
	const value = form.get(name)
	return typeof value === 'string' ? value.trim() : ''
}
