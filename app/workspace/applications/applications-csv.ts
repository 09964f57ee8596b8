import { csvFile } from '#app/lib/format/csv.ts'
import type { Application } from '#app/forms/store/reader-forms.server.ts'

/**
 * Applications as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet
 * programs read Chinese correctly): received, form, name, e-mail, language,
 * then one column per question (its identifier), in the order first met.
 * An applicant's answer is never a formula (app/lib/format/csv.ts).
 */
export function applicationsCsv(applications: readonly Application[]): string {
	const questions: string[] = []
	for (const application of applications)
		for (const answer of application.answers) if (!questions.includes(answer.id)) questions.push(answer.id)
	const header = ['received', 'form', 'name', 'email', 'language', ...questions]
	const rows = applications.map((application) => {
		const answers = new Map(application.answers.map((answer) => [answer.id, answer.answer]))
		return [
			application.receivedAt,
			application.form,
			application.name,
			application.email,
			application.locale,
			...questions.map((id) => answers.get(id) ?? ''),
		]
	})
	return csvFile([header, ...rows])
}
