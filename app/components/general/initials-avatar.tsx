import { initials } from './initials.ts'
import styles from './initials-avatar.module.css'

const tones = ['teal', 'sand', 'clay', 'gold'] as const

type InitialsAvatarProps = {
	name: string
	/** Which of the four background tones to use; neighbours in a list take consecutive tones. */
	tone: number
}

/**
 * A round avatar with a person's initials, standing in for a photograph.
 * Decorative: the person's name is always written next to it, so screen
 * readers skip the letters.
 */
export function InitialsAvatar({ name, tone }: InitialsAvatarProps) {
	return (
		<span className={styles.avatar} data-tone={tones[Math.abs(tone) % tones.length]} aria-hidden="true">
			{initials(name)}
		</span>
	)
}
