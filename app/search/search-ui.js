// The search page's results, loaded by search.js when the reader starts to
// search. Plain JavaScript, served as it is. It queries Pagefind's index of the
// page's language (chosen by <html lang>) through Pagefind's JS API and shows
// the results in the page's list (styled by search-results.module.css), with the
// page's own words (data-* attributes) in a polite live region. See docs/decisions/025.

/** Results shown at first, and added by each "Show more results". */
const PAGE_SIZE = 10
/** Typing pauses this long before a search runs, so each keystroke is not announced. */
const TYPING_PAUSE_MS = 250
/** A search that takes longer than this says "Searching…" meanwhile. */
const SLOW_MS = 400

/**
 * Loads Pagefind and the character table, and returns `run(value, now)`: a
 * search for `value`, at once (`now`, a submitted form) or after a typing pause.
 * Rejects if either cannot be loaded; search.js then lists every page instead.
 */
export async function start(form) {
	const [pagefind, table] = await Promise.all([loadPagefind(form.dataset.pagefind), loadTable(form.dataset.table)])
	const input = form.elements.namedItem('q')
	const view = resultsView(document, input)
	let latest = 0
	let timer

	async function search(query) {
		const id = ++latest
		const slow = setTimeout(() => id === latest && view.searching(), SLOW_MS)
		try {
			let results = []
			for (const variant of queryVariants(query, table)) {
				results = await searchFor(pagefind, variant)
				if (results.length > 0) break
			}
			if (id !== latest) return
			await view.show(query, results, () => id === latest)
		} finally {
			clearTimeout(slow)
		}
	}

	return {
		run(value, now) {
			clearTimeout(timer)
			const query = value.trim()
			keepInAddress(query)
			if (!query) {
				latest++
				view.clear()
			} else if (now) search(query)
			else timer = setTimeout(() => search(query), TYPING_PAUSE_MS)
		},
	}
}

/** Pagefind's results for one query, or none if it only found a stand-in for a word (see isStandIn). */
async function searchFor(pagefind, query) {
	const { results } = await pagefind.search(query)
	const best = await results[0]?.data()
	return best && isStandIn(query, best) ? [] : results
}

async function loadPagefind(url) {
	const pagefind = await import(url)
	// On the main thread: a web worker would run under its own Content-Security-Policy, without WebAssembly.
	await pagefind.options({ noWorker: true, excerptLength: 30 })
	await pagefind.init()
	return pagefind
}

async function loadTable(url) {
	if (!url) return undefined
	const response = await fetch(url)
	if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
	return charTable(await response.json())
}

/** A table file's pairs ("发發这這…": each character, then its replacement) as a map. */
export function charTable(pairs) {
	const chars = Array.from(pairs)
	const table = new Map()
	for (let i = 0; i + 1 < chars.length; i += 2) table.set(chars[i], chars[i + 1])
	return table
}

/** The query in the page's Chinese script, character by character. */
export function convert(query, table) {
	return table ? Array.from(query, (char) => table.get(char) ?? char).join('') : query
}

/**
 * The queries to try, in turn, until one finds something: the converted one,
 * then the reader's own if it differs (one character can stand for several,
 * and the table picks one: 后 is 後 in most words but 后 in 皇后).
 */
export function queryVariants(query, table) {
	const converted = convert(query, table)
	return converted === query ? [query] : [converted, query]
}

/**
 * Whether Pagefind's best result matched stand-ins rather than the words typed.
 * When no indexed word begins with a query word, Pagefind takes the longest
 * indexed word the query word begins with ("zebra" finds the "Z." of a
 * reference list), and a query word it cannot match at all is dropped (皇后 is
 * searched as 后 alone). Such a search found nothing the reader asked for.
 * So the best page must hold every Chinese character of the query, and, for
 * each word in Latin letters, a matched word that begins with its first three
 * letters (room for Pagefind's stemming: "anxieties" finds "anxiety").
 */
export function isStandIn(query, page) {
	const han = query.match(/\p{Script=Han}/gu) ?? []
	if (han.some((char) => !page.content.includes(char))) return true
	const terms = query
		.split(/\s+/)
		.map(plainWord)
		.filter((term) => /^[a-z0-9]+$/.test(term))
	if (terms.length === 0) return false
	const words = page.content.split(/\s+/)
	const matched = page.locations.map((location) => plainWord(words[location] ?? ''))
	return terms.some((term) => !matched.some((word) => word.startsWith(term.slice(0, 3))))
}

/** A word without case, accents or punctuation: "Café," → "cafe". */
export function plainWord(word) {
	return word
		.normalize('NFD')
		.replace(/\p{M}/gu, '')
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]/gu, '')
}

/** Pagefind's excerpt (page text with <mark> around the words found) as DOM nodes: text and <mark> only. */
export function excerptNodes(excerpt, doc = document) {
	const parsed = new DOMParser().parseFromString(`<!doctype html><body>${excerpt}`, 'text/html')
	return Array.from(parsed.body.childNodes, (node) => {
		if (node.nodeName !== 'MARK') return doc.createTextNode(node.textContent ?? '')
		const mark = doc.createElement('mark')
		mark.textContent = node.textContent
		return mark
	})
}

/**
 * Pagefind ends each heading and block of an excerpt with ". ", as English
 * does; in Chinese text that is the full stop 。, and an excerpt does not
 * start with one.
 */
export function tidyExcerpt(excerpt, lang) {
	if (!lang.toLowerCase().startsWith('zh')) return excerpt
	return excerpt.replace(/^\.\s+/, '').replace(/(\p{Script=Han}(?:<\/mark>)?)\.(?:\s+|$)/gu, '$1。')
}

/** A result's address as the site writes it: no trailing slash (but the root). */
export function pagePath(url) {
	return url.length > 1 ? url.replace(/\/+$/, '') : url
}

/** Replaces {count} and {query} in one of the page's sentences. */
export function fill(sentence, values) {
	return sentence.replace(/\{(\w+)\}/g, (whole, key) => (key in values ? String(values[key]) : whole))
}

/** The page's address keeps the query, so reloading or sharing it searches again. */
function keepInAddress(query) {
	const url = new URL(location.href)
	if (query) url.searchParams.set('q', query)
	else url.searchParams.delete('q')
	history.replaceState(history.state, '', url)
}

/** The results area of the page: status (a live region), list, "show more", other languages. */
function resultsView(doc, input) {
	const status = doc.querySelector('[data-search-status]')
	const list = doc.querySelector('[data-search-results]')
	const more = doc.querySelector('[data-search-more]')
	const elsewhere = doc.querySelector('[data-search-elsewhere]')
	const plural = new Intl.PluralRules(doc.documentElement.lang)
	let remaining = []
	let shown = 0

	/** Adds result pages (Pagefind's data) to the list; returns their links. */
	function render(pages) {
		const links = pages.map((page) => {
			const link = doc.createElement('a')
			link.href = pagePath(page.url)
			link.textContent = page.meta?.title || pagePath(page.url)
			const heading = doc.createElement('h2')
			heading.append(link)
			const excerpt = doc.createElement('p')
			excerpt.append(...excerptNodes(tidyExcerpt(page.excerpt ?? '', doc.documentElement.lang), doc))
			const item = doc.createElement('li')
			item.append(heading, excerpt)
			list.append(item)
			return link
		})
		more.toggleAttribute('data-shown', remaining.length > 0)
		return links
	}

	more.addEventListener('click', async () => {
		const search = shown
		const next = remaining.slice(0, PAGE_SIZE)
		remaining = remaining.slice(PAGE_SIZE)
		const pages = await Promise.all(next.map((result) => result.data()))
		if (search !== shown) return
		const [first] = render(pages)
		first?.focus()
	})

	// Arrow keys move between the search box and the results; Tab works as everywhere.
	input.addEventListener('keydown', (event) => {
		const first = list.querySelector('a')
		if (event.key !== 'ArrowDown' || !first) return
		event.preventDefault()
		first.focus()
	})
	list.addEventListener('keydown', (event) => {
		if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
		const links = [...list.querySelectorAll('a')]
		const index = links.indexOf(event.target)
		if (index === -1) return
		event.preventDefault()
		if (event.key === 'ArrowUp') (links[index - 1] ?? input).focus()
		else if (links[index + 1]) links[index + 1].focus()
		else if (more.hasAttribute('data-shown')) more.focus()
	})

	return {
		clear() {
			shown++
			remaining = []
			list.replaceChildren()
			more.removeAttribute('data-shown')
			elsewhere.removeAttribute('data-shown')
			status.textContent = ''
		},
		searching() {
			status.textContent = status.dataset.searching
		},
		async show(query, results, isCurrent) {
			const pages = await Promise.all(results.slice(0, PAGE_SIZE).map((result) => result.data()))
			if (!isCurrent()) return
			shown++
			remaining = results.slice(PAGE_SIZE)
			list.replaceChildren()
			render(pages)
			for (const link of elsewhere.querySelectorAll('a')) {
				const url = new URL(link.href)
				url.searchParams.set('q', query)
				link.href = url.pathname + url.search
			}
			elsewhere.toggleAttribute('data-shown', results.length === 0)
			const count = results.length
			const sentence = count === 0 ? status.dataset.none : status.dataset[plural.select(count)] || status.dataset.other
			status.textContent = fill(sentence, { count, query })
		},
	}
}
