import { pageContext } from '#app/lib/page-data.server.ts'
import { localeConfig } from '#app/i18n/locales.ts'
import { requestFacts } from '#app/newsletter/sign-up/request-context.server.ts'
import { requireStaff } from '#app/workspace/staff-context.ts'
import { backTo, readStaffPost } from '#app/workspace/staff-post.server.ts'
import { workspaceTime } from '#app/workspace/layout/workspace-time.ts'
import { WorkspaceList } from '#app/workspace/workspace-list.tsx'
import type { Route } from './+types/inbox-route'
import { InboxMessage } from './inbox-message.tsx'

/**
 * The workspace's inbox (/admin/inbox): the contact form's messages, newest
 * first, each new or answered; a staffer (any role) marks one answered (or
 * new again) or erases it. Rendered per request, never prerendered.
 */
export async function loader({ request, context, pattern }: Route.LoaderArgs) {
	requireStaff({ request, context }, 'any')
	const { locale, content } = pageContext({ pattern })
	const topics = new Map(content.pages['/contacts'].form.topics.map((topic) => [topic.id, topic.label]))
	let messages = null
	try {
		const { runtime } = requestFacts(context)
		messages = (await runtime.useDatabase('Listing the inbox', (database) => database.readerMessages({}))).map(
			(message) => ({
				...message,
				topic: topics.get(message.topic) ?? message.topic,
				received: workspaceTime(message.receivedAt, locale),
				language: localeConfig[message.locale].label,
			}),
		)
	} catch {
		// Logged by the runtime; the page says the database cannot be reached.
	}
	return { locale, words: content.words.workspaceInbox, messages, done: new URL(request.url).searchParams.get('done') }
}

export async function action(args: Route.ActionArgs) {
	const { intent, id, runtime } = await readStaffPost(args, ['answered', 'new', 'erase'])
	const changed = await runtime.useDatabase('Changing a message', (database) =>
		intent === 'erase'
			? database.eraseMessage({ id })
			: database.setMessageState({ id, state: intent as 'answered' | 'new', now: new Date() }),
	)
	return backTo(args.request, changed ? (intent === 'erase' ? 'erased' : 'marked') : 'missing')
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
	{ title: loaderData.words.title },
	{ name: 'robots', content: 'noindex' },
]

export default function InboxRoute({ loaderData }: Route.ComponentProps) {
	const { words, messages, done } = loaderData
	return (
		<WorkspaceList words={words} items={messages} done={done}>
			{messages?.map((message) => (
				<InboxMessage key={message.id} message={message} words={words} />
			))}
		</WorkspaceList>
	)
}
