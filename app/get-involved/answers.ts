import type { ApplicationFormRecord } from '#app/content/schema/records/application-form.ts'

/**
 * The answers as kept and e-mailed to the foundation: each question in
 * English, and each choice as its English words (a yes-no answer as Yes or
 * No, from the English site words), whatever language the applicant used; typed answers as typed.
 */
export function englishAnswers(
	english: Pick<ApplicationFormRecord, 'questions'>,
	values: Readonly<Record<string, string>>,
	yesNo: { yes: string; no: string },
): { id: string; question: string; answer: string }[] {
	return english.questions.map((question) => {
		const given = values[`q-${question.id}`] ?? ''
		const answer =
			question.kind === 'choice'
				? (question.choices?.find((choice) => choice.id === given)?.label ?? given)
				: question.kind === 'yes-no' && given
					? yesNo[given as 'yes' | 'no']
					: given
		return { id: question.id, question: question.label, answer }
	})
}
