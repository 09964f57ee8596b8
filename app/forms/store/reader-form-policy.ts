/**
 * How long what readers send is kept, as the privacy page says
 * (content/pages/<locale>/privacy.md: change its words with these numbers).
 * ⚠️ Example values until the foundation decides; the hourly purge deletes older ones.
 */
export const readerFormPolicy = {
	/** Contact-form messages, answered or not, from the day they arrived. */
	messageKeepDays: { value: 365, example: true },
	/** Volunteer and Youth Cabinet applications, from the day they arrived. */
	applicationKeepDays: { value: 365, example: true },
} as const
