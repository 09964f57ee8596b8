// The search page's own script, loaded by the /search pages only. Plain
// JavaScript, served as it is: keep it tiny. It wires the form; the search
// itself (search-ui.js, Pagefind's index and a character table) loads when the
// reader starts to search: on focus, typing or submitting (docs/decisions/025).
const form = document.querySelector('form[data-search]')
const input = form?.elements.namedItem('q')
const fallback = document.querySelector('[data-search-fallback]')
if (form && input) {
	// Search takes the place of the list of every page (also where CSS cannot tell that scripts run).
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
	input.addEventListener('input', () => run(false))
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
