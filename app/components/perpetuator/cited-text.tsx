import styles from './cited-text.module.css'

type CitedTextProps = {
	text: string
	/** What a citation link is called for screen readers: `{n}` is replaced, e.g. "reference {n}". */
	citationLabel: string
}

/**
 * Prose with citation markers: each "[n]" becomes a link to item n of the
 * page's reference list (ReferenceList gives it the id `references-n`).
 * Screen readers hear "reference n" instead of a bracketed number.
 */
export function CitedText({ text, citationLabel }: CitedTextProps) {
	const parts = text.split(/(\[\d+\])/)
	return (
		<>
			{parts.map((part, index) => {
				const number = /^\[(\d+)\]$/.exec(part)?.[1]
				if (!number) return part
				return (
					<a key={index} href={`#references-${number}`} className={styles.citation}>
						<span aria-hidden="true">[{number}]</span>
						<span className="visually-hidden">{citationLabel.replace('{n}', number)}</span>
					</a>
				)
			})}
		</>
	)
}

/** The citation numbers a text uses, in order of appearance. */
export function citationNumbers(text: string): number[] {
	return [...text.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]))
}
