/**
 * Keeps the section the address names (`/#partnership`, from a header link on
 * another page) in view while the islands come alive: the initiatives' tabs
 * hide three of their four panels when they hydrate, and the page above the
 * partners grows shorter by a screen or more, which left the reader in the
 * footer. Whenever the page's size changes, the section is scrolled to
 * again, until the reader scrolls, taps or presses a key.
 */
export function keepFragmentTarget(document: Document = window.document): void {
	const target = document.getElementById(document.location.hash.slice(1))
	if (!target) return
	// The observer reports the page's size once at the start: only later changes count.
	let started = false
	const observer = new ResizeObserver(() => (started ? target.scrollIntoView() : (started = true)))
	observer.observe(document.body)
	const stop = () => observer.disconnect()
	for (const type of ['wheel', 'touchstart', 'keydown']) addEventListener(type, stop, { once: true })
}
