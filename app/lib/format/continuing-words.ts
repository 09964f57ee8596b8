/** Chinese (and other East Asian) text, its punctuation and full-width forms, and the marks that close on the word before: no space before them. */
const closesUp =
	/^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef,.;:!?]/u

/**
 * Words that continue a phrase already on the page, as a content file writes
 * them: “about The Dreamer” after “Learn More”, “：追梦者” after “了解更多”.
 * English words need a space before them; Chinese text and punctuation take
 * none. Staff write the words without the space (a file cannot keep a
 * leading space safely); this puts it back where the language needs it.
 */
export function continuingWords(words: string): string {
	return words === '' || closesUp.test(words) ? words : ` ${words}`
}
