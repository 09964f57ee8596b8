type CharityNumberProps = {
	/** The registered charity number (site setting `charityNumber`); nothing is shown without it. */
	number: string | undefined
	label: string
	/** The colon in the page's language (full-width in Chinese). */
	colon: string
}

/** The footer's "Registered charity number: …" line. */
export function CharityNumber({ number, label, colon }: CharityNumberProps) {
	if (!number) return null
	return (
		<p>
			{label}
			{colon}
			{number}
		</p>
	)
}
