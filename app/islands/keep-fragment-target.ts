/**
 * Keeps the section the address names (`/#partnership`, from a header link on
 * another page) in view while the islands come alive: the initiatives' tabs
 * hide three of their four panels when they hydrate, and the page above the
 * partners grows shorter by a screen or more, which left the reader in the
 * footer. Whenever the page's height changes, the section is scrolled to
 * again, until the reader scrolls, taps or presses a key.
 */
export function keepFragmentTarget(document: Document = window.document): void {
	const target = document.getElementById(document.location.hash.slice(1))
	if (!target) return
	let height = document.body.scrollHeight
	const observer = new ResizeObserver(() => {
		if (document.body.scrollHeight === height) return
		height = document.body.scrollHeight
		target.scrollIntoView()
	})
	observer.observe(document.body)
	const stop = () => observer.disconnect()
	for (const type of ['wheel', 'touchstart', 'keydown']) addEventListener(type, stop, { once: true })
}
