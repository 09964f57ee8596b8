import { LocalizedLink } from '#app/components/layout/localized-link.tsx'
import { EmailLink } from '#app/components/links/email-link.tsx'
import styles from './get-in-touch.module.css'

type GetInTouchProps = {
	/** Stable id for the heading; the same in every language. */
	id?: string
	heading: string
	text: string
	emailSubject: string
	contactsLink: string
}

/** The closing box of an article: a next step, by e-mail or through the contact page. */
export function GetInTouch({ id = 'get-in-touch', heading, text, emailSubject, contactsLink }: GetInTouchProps) {
	return (
		<section aria-labelledby={id} className={styles.box}>
			<h2 id={id} className={styles.heading}>
				{heading}
			</h2>
			<p className={styles.text}>{text}</p>
			<p className={styles.email}>
				<EmailLink subject={emailSubject} className={styles.emailLink} />
			</p>
			<p className={styles.more}>
				<LocalizedLink to="/contacts">{contactsLink}</LocalizedLink>
			</p>
		</section>
	)
}
