import { PageHeader } from '~/components/content/page-header.tsx'
import { pageContext } from '~/lib/page-data.server.ts'
import { pageMeta } from '~/lib/seo.ts'
import type { Route } from './+types/newsletter'
import styles from './newsletter.module.css'

/**
 * Where the footer's sign-up form posts. Sign-up is not open yet: the action
 * stores nothing and says so, in the reader's language.
 */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/newsletter'], result: content.layout.footer.newsletter.opensSoon }
}

export function action() {
	return { received: true }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/newsletter' })

export default function NewsletterRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { page, result } = loaderData
	return (
		<>
			<PageHeader title={page.title} summary={page.summary} />
			<div className={`container ${styles.body}`}>
				<output className={actionData ? styles.result : undefined}>{actionData ? result : null}</output>
			</div>
		</>
	)
}
