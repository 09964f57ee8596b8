/** Every answer of the registration form; each has words in the events page's `registration.messages`. */
export type RegisterCode = 'registered' | 'invalid' | 'closed' | 'refused' | 'wait' | 'unavailable'

/** What the reader typed, given back to correct it; `problems` names the fields to fix. */
export type RegisterResult = {
	code: RegisterCode
	values?: { name: string; email: string; answers: Record<string, string> }
	problems?: string[]
}

/** The form's field names: the reader's name and address, a trap for robots, and `q-<id>` per question. */
export const registerFields = { name: 'name', email: 'email', honeypot: 'homepage', question: 'q-' } as const
