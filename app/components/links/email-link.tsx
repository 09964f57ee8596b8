import { site } from '#app/config/site.ts'
import { ExampleBadge } from '#app/components/content/example-badge.tsx'

type EmailLinkProps = {
	/** The subject line the reader's mail program fills in. */
	subject?: string
	className?: string
}

/**
 * The foundation's e-mail address as a mailto link, with a subject ready. While
 * the address is an example value (content/settings/site.yml) an Example badge says so.
 */
export function EmailLink({ subject, className }: EmailLinkProps) {
	const address = site.email.value
	const href = subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`
	return (
		<>
			<a href={href} className={className}>
				{address}
			</a>
			{site.email.example ? <ExampleBadge /> : null}
		</>
	)
}
