// The /search pages' own script, served as it is: keep it tiny. The search
// itself (search-ui.js, Pagefind, a character table) loads when the reader
// starts to search: on focus, typing or submitting (docs/decisions/025).
const form = document.querySelector('form[data-search]')
const input = form?.elements.namedItem('q')
const fallback = document.querySelector('[data-search-fallback]')
if (form && input) {
	// Search replaces the list of every page (also where CSS cannot tell that scripts run).
	if (fallback) fallback.hidden = true
	let search
	const load = () =>
		(search ??= import(form.dataset.ui)
			.then((ui) => ui.start(form))
			.catch((error) => {
				// The search could not load: say so, and list every page instead.
				console.warn('Search is unavailable:', error)
				const status = document.querySelector('[data-search-status]')
				if (status) status.textContent = form.dataset.unavailable
				if (fallback) {
					fallback.hidden = false
					fallback.dataset.shown = ''
				}
				return { run() {} }
			}))
	const run = (now) => load().then((loaded) => loaded.run(input.value, now))
	input.addEventListener('focus', load, { once: true })
	// With an input method (pinyin…), search once the characters are chosen.
	input.addEventListener('input', (event) => event.isComposing || run(false))
	input.addEventListener('compositionend', () => run(false))
	form.addEventListener('submit', (event) => {
		event.preventDefault()
		run(true)
	})
	const query = new URLSearchParams(location.search).get('q')
	if (query) {
		input.value = query
		run(true)
	}
}
