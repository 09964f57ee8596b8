import { redirect, type RouterContextProvider } from 'react-router'
import { isCrossSite } from '#app/forms/reader-post.server.ts'
import { parseFormBody } from '#app/newsletter/sign-up/form-body.ts'
import { readBodyWithLimit } from '#app/newsletter/sign-up/read-body.server.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { requireStaff, type Staff } from './staff-context.ts'
import { workspaceContext } from './workspace-context.ts'

const noStore = { 'Cache-Control': 'no-store' }

/**
 * A workspace form's post, for a list of what readers sent (inbox,
 * applications): a signed-in staffer (401 / 403), from this site's own page
 * (403), with an `intent` and a record `id`. Answers 400 when the form is not
 * one of ours. The staffer may use readers' data with any role.
 */
export async function readStaffPost(
	{ request, context }: { request: Request; context: Readonly<RouterContextProvider> },
	intents: readonly string[],
): Promise<{ staff: Staff; intent: string; id: number; runtime: ReturnType<typeof requestFacts>['runtime'] }> {
	const staff = requireStaff({ request, context }, 'any')
	if (isCrossSite(request, context)) throw new Response('Cross-site post refused.', { status: 403, headers: noStore })
	const body = await readBodyWithLimit(request, 1024)
	const form =
		body === null
			? null
			: parseFormBody(request.headers.get('content-type'), body, {
					allowed: ['intent', 'id'],
					required: ['intent', 'id'],
				})
	const intent = form?.ok ? form.fields.get('intent')! : ''
	const id = form?.ok ? Number(form.fields.get('id')) : Number.NaN
	if (!intents.includes(intent) || !Number.isSafeInteger(id) || id <= 0) {
		throw new Response('Not a form of this page.', { status: 400, headers: noStore })
	}
	// Who did what to which record, in the audit log (the record's words are not repeated there).
	await context
		.get(workspaceContext)
		?.audit(staff, `${new URL(request.url).pathname.replace(/^\/zh-han[st]/, '')}:${intent}`, `#${id}`)
	return { staff, intent, id, runtime: requestFacts(context).runtime }
}

/** After a workspace change: 303 back to the page, which says what happened (`?done=`), so a reload never posts again. */
export function backTo(request: Request, done: string) {
	const url = new URL(request.url)
	return redirect(`${url.pathname}?done=${done}`, { status: 303, headers: noStore })
}
