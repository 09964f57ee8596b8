import { ExampleBadge } from '~/components/content/example-badge.tsx'
import type { Member } from '~/data/members.ts'
import type { Locale } from '~/i18n/locales.ts'
import { InitialsAvatar } from './initials-avatar.tsx'
import styles from './member-card.module.css'

type MemberCardProps = {
	member: Member
	/** The person's role or focus area, in the page's language. */
	role: string
	locale: Locale
	/** The card's place in its list, which picks the avatar's tone. */
	position: number
}

/** One person: an initials avatar, their name (in Chinese characters on Chinese pages, when known) and their role. */
export function MemberCard({ member, role, locale, position }: MemberCardProps) {
	const chinese = locale === 'en' ? undefined : member.chineseName?.[locale]
	const name = chinese ?? member.name
	return (
		<article className={styles.card} data-member={member.id}>
			<InitialsAvatar name={name} tone={position} />
			<div className={styles.body}>
				<h3 className={styles.name} lang={chinese || locale === 'en' ? undefined : 'en'}>
					{name}
				</h3>
				<p className={styles.role}>{role}</p>
				{member.example ? <ExampleBadge /> : null}
			</div>
		</article>
	)
}
