import { ExampleBadge } from '#app/components/content/example-badge.tsx'
import { Photo } from '#app/components/content/photo.tsx'
import type { MemberRecord } from '#app/content/schema/records/member.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { InitialsAvatar } from './initials-avatar.tsx'
import styles from './member-card.module.css'

type MemberCardProps = {
	/** The person, in the page's language (content/members). */
	member: MemberRecord & { id: string }
	/** The person's role or focus area, as the page words it. */
	role: string
	locale: Locale
	/** The card's place in its list, which picks the avatar's tone. */
	position: number
}

/** Names in Chinese characters are read as the page's language; others (a name written in Latin letters) as English. */
const hasChineseCharacters = (name: string) => /\p{Script=Han}/u.test(name)

/** One person: their photo (or an initials avatar), their name and their role. */
export function MemberCard({ member, role, locale, position }: MemberCardProps) {
	const { name } = member
	return (
		<article className={styles.card} data-member={member.id}>
			{member.photo ? (
				<Photo image={member.photo} sizes="4.5rem" className={styles.photo} />
			) : (
				<InitialsAvatar name={name} tone={position} />
			)}
			<div className={styles.body}>
				<h3 className={styles.name} lang={locale !== 'en' && !hasChineseCharacters(name) ? 'en' : undefined}>
					{name}
				</h3>
				<p className={styles.role}>{role}</p>
				{member.example ? <ExampleBadge /> : null}
			</div>
		</article>
	)
}
