import styles from './reader-form.module.css'

/**
 * Where a form that was taken sends the reader: the action answers 303 to
 * the page's address with `#sent`, and this notice shows only then (CSS
 * :target), on the prerendered page, without JavaScript; a reload never
 * posts again.
 */
export function SentNotice({ heading, text }: { heading: string; text: string }) {
	return (
		<div id="sent" className={styles.sent} tabIndex={-1}>
			<h2>{heading}</h2>
			<p>{text}</p>
		</div>
	)
}
