import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { getRecords } from '#app/content/index.server.ts'
import type { FormResult } from '#app/forms/outcome.ts'
import { ReaderForm, type Question } from '#app/forms/reader-form.tsx'
import { SentNotice } from '#app/forms/sent-notice.tsx'
import { localizePath } from '#app/i18n/locales.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/application-route'
import { applicationAction } from './application-action.server.ts'
import styles from './application-page.module.css'

/** Which form a mount of this module shows: the last part of its path (/get-involved/<form>). */
function formOf(pattern: string) {
	const { locale, path, content } = pageContext({ pattern })
	const id = path.split('/').pop()!
	const form = getRecords(locale).applicationForms.find((record) => record.id === id)
	if (!form) throw new Response(null, { status: 404 })
	return { locale, path, form, words: content.words.readerForms }
}

/**
 * An application form's page (/get-involved/volunteer, /get-involved/youth-cabinet):
 * its words and questions from content/application-forms/, the form (app/forms/),
 * and the notice after sending (#sent). Prerendered; a post is answered by the action.
 */
export function loader({ pattern }: Route.LoaderArgs) {
	return formOf(pattern)
}

export async function action({ request, context, pattern }: Route.ActionArgs) {
	const { locale, form } = formOf(pattern)
	return applicationAction({ request, context, locale, formId: form.id })
}

/** The action's Cache-Control and Retry-After reach the page it answers with. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.form.meta, locale: loaderData.locale, path: loaderData.path })

export default function ApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { form, words, locale, path } = loaderData
	const questions: Question[] = [
		{ name: 'name', label: words.name, kind: 'short', required: true },
		{ name: 'email', label: words.email, kind: 'email', required: true },
		...form.questions.map((question) => ({
			name: `q-${question.id}`,
			label: question.label,
			kind: question.kind,
			required: question.required,
			choices:
				question.kind === 'yes-no'
					? [
							{ value: 'yes', label: words.yes },
							{ value: 'no', label: words.no },
						]
					: question.choices?.map((choice) => ({ value: choice.id, label: choice.label })),
		})),
	]
	return (
		<>
			<PageHeader title={form.title} summary={form.summary} />
			<div className={`container ${styles.body}`}>
				<SentNotice heading={form.sentHeading} text={form.sentText} />
				<Prose value={form.intro} />
				<ReaderForm
					action={localizePath(path, locale)}
					idPrefix="application"
					questions={questions}
					words={words}
					result={actionData as FormResult | undefined}
				/>
			</div>
		</>
	)
}
