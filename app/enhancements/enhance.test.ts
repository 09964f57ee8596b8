import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import source from './enhance.js?raw'

/**
 * enhance.js as the browser receives it: plain JavaScript run once against
 * the document. jsdom cannot hover, so hovering is covered by the browser
 * tests (tests/e2e/enlightener.spec.ts); this covers the key and focus logic.
 */
beforeAll(() => {
	// oxlint-disable-next-line no-new-func -- runs the file as a classic script would
	new Function(source)()
})

function press(key: string, target: Element = document.activeElement ?? document.body) {
	target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
}

function leave(type: 'focusout' | 'mouseout', from: Element, to: Element | null) {
	const init = { bubbles: true, relatedTarget: to }
	from.dispatchEvent(type === 'focusout' ? new FocusEvent(type, init) : new MouseEvent(type, init))
}

const box = () => document.getElementById('box')!
const details = () => box().querySelector('details')!
const trigger = () => document.getElementById('trigger')!

describe('Coming Soon boxes', () => {
	beforeEach(() => {
		document.body.innerHTML = `
			<article data-coming-soon id="box">
				<h3>Language exchange circles</h3>
				<details data-dismissible><summary id="trigger">When does it start?</summary></details>
				<p id="message">Coming Soon! Stay Tuned!</p>
			</article>
			<article data-coming-soon id="other">
				<details data-dismissible><summary id="other-trigger">When does it start?</summary></details>
			</article>
			<a href="#elsewhere" id="elsewhere">Elsewhere</a>`
	})
	it('Escape dismisses the message of the box holding focus, and only that box', () => {
		trigger().focus()
		press('Escape')
		expect(box()).toHaveAttribute('data-dismissed')
		expect(document.getElementById('other')).not.toHaveAttribute('data-dismissed')
		expect(trigger()).toHaveFocus()
	})

	it('Escape closes a box opened by a tap, wherever focus is', () => {
		details().open = true
		press('Escape', document.body)
		expect(details().open).toBe(false)
		expect(box()).toHaveAttribute('data-dismissed')
	})

	it('Escape closes an open box holding focus and keeps focus on its control', () => {
		details().open = true
		trigger().focus()
		press('Escape')
		expect(details().open).toBe(false)
		expect(trigger()).toHaveFocus()
	})

	it('other keys do nothing', () => {
		details().open = true
		trigger().focus()
		press('Enter')
		press('Tab')
		expect(details().open).toBe(true)
		expect(box()).not.toHaveAttribute('data-dismissed')
	})

	it('Escape elsewhere leaves the boxes alone', () => {
		document.getElementById('elsewhere')!.focus()
		press('Escape')
		expect(box()).not.toHaveAttribute('data-dismissed')
	})

	it('the message can show again once focus has left the box', () => {
		trigger().focus()
		press('Escape')
		const elsewhere = document.getElementById('elsewhere')!
		elsewhere.focus()
		leave('focusout', trigger(), elsewhere)
		expect(box()).not.toHaveAttribute('data-dismissed')
	})

	it('stays dismissed while focus moves within the box', () => {
		trigger().focus()
		press('Escape')
		leave('focusout', trigger(), box().querySelector('h3'))
		expect(box()).toHaveAttribute('data-dismissed')
	})

	it('stays dismissed when the pointer leaves while focus is still inside', () => {
		trigger().focus()
		press('Escape')
		leave('mouseout', box(), document.body)
		expect(box()).toHaveAttribute('data-dismissed')
	})

	it('the pointer leaving a dismissed box without focus rearms it', () => {
		details().open = true
		press('Escape', document.body)
		leave('mouseout', box(), document.body)
		expect(box()).not.toHaveAttribute('data-dismissed')
	})
})

describe('existing behaviour', () => {
	beforeEach(() => {
		document.body.innerHTML = `
			<details data-dismissible open id="menu"><summary>Initiatives</summary><a href="/dreamer" id="inside">Dreamer</a></details>
			<p id="outside">Text</p>`
	})

	it('Escape closes the open dropdown holding focus and returns focus to its summary', () => {
		const menu = document.getElementById('menu') as HTMLDetailsElement
		document.getElementById('inside')!.focus()
		press('Escape')
		expect(menu.open).toBe(false)
		expect(menu.querySelector('summary')).toHaveFocus()
	})

	it('a click elsewhere closes an open dropdown', () => {
		const menu = document.getElementById('menu') as HTMLDetailsElement
		document.getElementById('outside')!.click()
		expect(menu.open).toBe(false)
	})
})

const menu = () => document.getElementById('menu') as HTMLDetailsElement

describe('dropdowns close when focus leaves them', () => {
	beforeEach(() => {
		document.body.innerHTML = `
			<details data-dismissible open id="menu"><summary>Initiatives</summary><a href="/dreamer" id="inside">Dreamer</a></details>
			<a href="/news" id="next">News</a>`
	})

	it('stays open while focus moves within it', () => {
		document.getElementById('inside')!.focus()
		menu().querySelector('summary')!.focus()
		expect(menu().open).toBe(true)
	})

	it('closes when focus moves to something outside it', () => {
		document.getElementById('inside')!.focus()
		document.getElementById('next')!.focus()
		expect(menu().open).toBe(false)
	})

	it('stays open when focus leaves the window (no new focus in the page)', () => {
		document.getElementById('inside')!.focus()
		document.getElementById('inside')!.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }))
		expect(menu().open).toBe(true)
	})
})
