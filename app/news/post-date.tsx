import { ExampleBadge } from '#app/components/content/example-badge.tsx'
import { formatDate } from '#app/lib/format/format-date.ts'
import { useLocale } from '#app/lib/use-locale.ts'

type PostDateProps = {
	/** YYYY-MM-DD. */
	date: string
	/** The date is a placeholder: it carries an Example badge. */
	example?: boolean
	/** Read before the date by screen readers (“Published”). */
	label: string
	className?: string
}

/** A post's date, written the reader's way (‘November 1, 2026’, ‘2026年11月1日’). */
export function PostDate({ date, example, label, className }: PostDateProps) {
	const locale = useLocale()
	return (
		<p className={className}>
			<span className="visually-hidden">{label} </span>
			<time dateTime={date}>{formatDate(date, locale)}</time>
			{example ? <ExampleBadge /> : null}
		</p>
	)
}
