// Progressive enhancements that every page loads. Plain JavaScript, served as
// it is: keep it well under 2 KB gzip. Each listener is delegated from the
// document, so it also covers what islands render (app/islands).

// Islands (docs/decisions/022): their script, named on each island's root, is
// fetched and compiled once the page has loaded, then run in a task of its own.
const island = document.querySelector('[data-island-script]')
if (island) {
	const src = island.dataset.islandScript
	const run = () => import(/* @vite-ignore */ src).catch((error) => console.error(error))
	const load = () => {
		const preload = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: src })
		preload.addEventListener('load', () => setTimeout(run))
		preload.addEventListener('error', () => console.error(`Could not load ${src}`))
		document.head.append(preload)
	}
	if (document.readyState === 'complete') load()
	else addEventListener('load', load, { once: true })
}

// Back: a plain link to the section's landing; with same-site history, go back instead.
document.addEventListener('click', (event) => {
	const link = event.target instanceof Element && event.target.closest('a[data-back-link]')
	if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
	// Came from this site: a same-origin referrer.
	let sameSite = false
	try {
		sameSite = new URL(document.referrer).origin === location.origin
	} catch {}
	if (sameSite && history.length > 1) {
		event.preventDefault()
		history.back()
	}
})

// A section link ([data-section-link], the header's News… on the home page)
// on its own page: no new history entry, then after 100 ms a scroll to the
// section (smooth unless reduced motion is preferred), which takes focus.
document.addEventListener('click', (event) => {
	const link = event.target instanceof Element && event.target.closest('a[data-section-link]')
	if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
	if (link.pathname !== location.pathname) return
	const target = document.getElementById(link.dataset.sectionLink)
	if (!target) return
	event.preventDefault()
	history.replaceState(null, '', location.pathname + location.search)
	setTimeout(() => {
		const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
		target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
		if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
		target.focus({ preventScroll: true })
	}, 100)
})

// Disclosures (<details data-dismissible>): Escape closes the one holding focus
// and returns focus to its summary; a click elsewhere closes any that are open.
document.addEventListener('keydown', (event) => {
	if (event.key !== 'Escape') return
	const open = event.target instanceof Element && event.target.closest('details[data-dismissible][open]')
	if (!open) return
	open.open = false
	open.querySelector('summary')?.focus()
})
document.addEventListener('click', (event) => {
	for (const open of document.querySelectorAll('details[data-dismissible][open]')) {
		if (!(event.target instanceof Node && open.contains(event.target))) open.open = false
	}
})

// Coming Soon boxes ([data-coming-soon]) show their message in CSS while hovered,
// while their control has keyboard focus, or while their <details> is open (a tap).
// Escape hides it (WCAG 1.4.13) until both pointer and focus have left the box.
document.addEventListener('keydown', (event) => {
	if (event.key !== 'Escape') return
	for (const box of document.querySelectorAll('[data-coming-soon]')) {
		const details = box.querySelector('details')
		if (box.matches(':hover, :focus-within') || details?.open) {
			box.setAttribute('data-dismissed', '')
			if (details) details.open = false
		}
	}
})
const rearm = (event) => {
	const box = event.target instanceof Element && event.target.closest('[data-coming-soon][data-dismissed]')
	if (!box || box.contains(event.relatedTarget)) return
	// The pointer left while focus stays inside, or focus left while the pointer stays over it.
	if (!box.matches(event.type === 'focusout' ? ':hover' : ':focus-within')) box.removeAttribute('data-dismissed')
}
document.addEventListener('mouseout', rearm)
document.addEventListener('focusout', rearm)
