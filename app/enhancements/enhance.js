// What needs script on every page, even pages with no framework JavaScript.
// Plain JavaScript, minified by the build (scripts/vite-plugins/minify-app-scripts.ts):
// keep it well under 2 KB gzip. Listeners are delegated from the document, so
// they also cover what islands render (app/islands).
const dismissible = 'details[data-dismissible][open]'
const within = (event, selector) => event.target instanceof Element && event.target.closest(selector)
const plainClick = (event) =>
	!event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey

// Islands (docs/decisions/022): their script, named on each island's root, is
// fetched and compiled once the page has loaded, then run in a task of its own.
// (The browser reports a file that fails to load or run.)
const island = document.querySelector('[data-island-script]')
if (island) {
	const src = island.dataset.islandScript
	const load = () => {
		const preload = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: src })
		preload.addEventListener('load', () => setTimeout(() => import(/* @vite-ignore */ src)))
		document.head.append(preload)
	}
	// A module script runs before the document's load event, always.
	addEventListener('load', load, { once: true })
}

// A section link ([data-section-link], the header's News… on the home page)
// on its own page: no new history entry, then after 100 ms a scroll to the
// section (smooth unless reduced motion is preferred), which takes focus.
document.addEventListener('click', (event) => {
	const link = within(event, 'a[data-section-link]')
	if (!link || !plainClick(event) || link.pathname !== location.pathname) return
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

document.addEventListener('click', (event) => {
	// Back: a link to the section's landing; with same-site history (a same-origin referrer), go back instead.
	const back = within(event, 'a[data-back-link]')
	if (back && plainClick(event)) {
		let sameSite = false
		try {
			sameSite = new URL(document.referrer).origin === location.origin
		} catch {}
		if (sameSite && history.length > 1) {
			event.preventDefault()
			history.back()
		}
	}
	// A click elsewhere closes open disclosures (<details data-dismissible>).
	for (const open of document.querySelectorAll(dismissible)) {
		if (!(event.target instanceof Node && open.contains(event.target))) open.open = false
	}
})

// Escape closes the disclosure holding focus and returns focus to its summary.
// Coming Soon boxes ([data-coming-soon]) show their message while hovered, focused
// or open; Escape hides it (WCAG 1.4.13) until pointer and focus have both left.
document.addEventListener('keydown', (event) => {
	if (event.key !== 'Escape') return
	const open = within(event, dismissible)
	if (open) {
		open.open = false
		open.querySelector('summary')?.focus()
	}
	for (const box of document.querySelectorAll('[data-coming-soon]')) {
		const details = box.querySelector('details')
		if (box.matches(':hover, :focus-within') || details?.open) {
			box.setAttribute('data-dismissed', '')
			if (details) details.open = false
		}
	}
})
const rearm = (event) => {
	const box = within(event, '[data-coming-soon][data-dismissed]')
	if (!box || box.contains(event.relatedTarget)) return
	if (!box.matches(event.type === 'focusout' ? ':hover' : ':focus-within')) box.removeAttribute('data-dismissed')
}
document.addEventListener('mouseout', rearm)
document.addEventListener('focusout', rearm)

// Menus close when focus moves out of them (WAI-ARIA disclosure pattern): a
// dropdown, unless focus stays in the open narrow-screen menu (a popover) around
// it; that menu, unless focus returns to its button. Leaving the window closes nothing.
document.addEventListener('focusin', ({ target }) => {
	const inside = (panel) => panel?.matches(':popover-open') && panel.contains(target)
	for (const open of document.querySelectorAll(dismissible)) {
		if (!open.contains(target) && !inside(open.closest('[popover]'))) open.open = false
	}
	for (const panel of document.querySelectorAll('[popover]')) {
		if (panel.matches(':popover-open') && !inside(panel) && !target.closest?.(`[popovertarget="${panel.id}"]`)) {
			panel.hidePopover()
		}
	}
})

// Chinese first (docs/decisions/021). English pages hide an offer in each script
// ([data-language-offer]); the reader's shows when Chinese comes before English
// in navigator.languages, unless chosen or dismissed before. Never a redirect.
// The header's 中文 link ([data-language-choice=""]) follows the same script.
let chosen
try {
	chosen = localStorage.getItem('language-choice')
} catch {}
const tags = navigator.languages?.length ? navigator.languages : [navigator.language ?? '']
const chinese = tags.find((tag) => /^zh\b/i.test(tag)) ?? ''
const script = /^zh-han[st]$/.test(chosen)
	? chosen
	: /-(hant|tw|hk|mo)\b/i.test(chinese) && !/-hans\b/i.test(chinese)
		? 'zh-hant'
		: 'zh-hans'
// The link's page in the chosen script (the server wrote the page's path, or on the not-found page the home page's).
const inChinese = (link, target) => link.pathname.replace(/^\/zh-han[st](?=\/|$)/, `/${target}`)
const offer = document.querySelector(`[data-language-offer="${script}"]`)
if (offer && !chosen && /^zh/i.test(tags.find((tag) => /^(zh|en)\b/i.test(tag)) ?? '')) offer.hidden = false
for (const link of document.querySelectorAll('a[data-language-choice=""]')) link.href = inChinese(link, script)
document.addEventListener('click', (event) => {
	const control = within(event, '[data-language-choice]')
	if (!control) return
	const choice = control.dataset.languageChoice || script
	try {
		localStorage.setItem('language-choice', choice)
	} catch {}
	if (control.href) control.href = inChinese(control, choice)
	else control.closest('[data-language-offer]').hidden = true
})
