import type { Application } from '#app/forms/store/reader-forms.server.ts'

/**
 * Applications as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet
 * programs read Chinese correctly): received, form, name, e-mail, language,
 * then one column per question (its identifier), in the order first met.
 * A cell that a spreadsheet would run as a formula (= + - @, tab, CR) is
 * prefixed with an apostrophe: an applicant's answer is never a formula.
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
	return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`
}

function cell(value: string): string {
	const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
	return `"${safe.replaceAll('"', '""')}"`
}
