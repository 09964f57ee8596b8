import { Prose } from '#app/components/content/prose.tsx'
import { Section } from '#app/components/content/section.tsx'
import type { PageFileContent } from '#app/content/collections.ts'
import type { receiptNotes } from './donation-settings.server.ts'
import styles from './donate.module.css'

type ReceiptsProps = {
	words: PageFileContent<'/donate'>['receipts']
	notes: ReturnType<typeof receiptNotes>
}

/**
 * What a receipt says: the US written acknowledgement (gifts of US$250 or
 * more); Gift Aid only when a UK charity number is set; the Hong Kong
 * deduction only when the foundation is a section 88 charity.
 */
export function Receipts({ words, notes }: ReceiptsProps) {
	return (
		<Section id="receipts" heading={words.heading} intro={words.intro} tone="sand">
			<div className={styles.receipts}>
				{notes.us ? <Prose value={words.us} /> : null}
				{notes.ukGiftAid ? <Prose value={words.ukGiftAid} /> : null}
				{notes.hkSection88 ? <Prose value={words.hkSection88} /> : null}
			</div>
		</Section>
	)
}
