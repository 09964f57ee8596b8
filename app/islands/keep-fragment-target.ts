/**
 * Keeps the section the address names (`/#partnership`, from a header link on
 * another page) in view while the islands come alive: the initiatives' tabs
 * hide three of their four panels when they hydrate, and the page above the
 * partners grows shorter by a screen or more, which left the reader in the
 * footer. Whenever the page's height changes, the section is scrolled to
 * again, until the reader scrolls, taps or presses a key.
 */
export function keepFragmentTarget(): void {
	const target = document.getElementById(location.hash.slice(1))
	if (!target) return
	// The observer also reports the size it starts with: only a change of height counts.
	let height = document.body.offsetHeight
	const observer = new ResizeObserver(() => height !== (height = document.body.offsetHeight) && target.scrollIntoView())
	observer.observe(document.body)
	const stop = () => observer.disconnect()
	for (const type of ['wheel', 'touchstart', 'keydown']) addEventListener(type, stop, { once: true })
}
