import { createElement, Fragment, type ReactNode } from 'react'

/**
 * Puts values into a sentence from the content files, where `{name}` marks
 * each place: `fillTemplate('Founded on {date}.', { date: '…' })`. Values may
 * be elements (a link inside a sentence), so word order stays the
 * translator's choice. A placeholder with no value is left as written.
 */
export function fillTemplate(template: string, values: Record<string, ReactNode>): ReactNode {
	const parts = template.split(/(\{\w+\})/)
	return parts.map((part, index) => {
		const name = /^\{(\w+)\}$/.exec(part)?.[1]
		const value = name !== undefined && Object.hasOwn(values, name) ? values[name] : part
		return createElement(Fragment, { key: index }, value)
	})
}

/** The same, for plain text (titles, attributes, accessible names): '{n} of {total}' → '2 of 3'. */
export function fillText(template: string, values: Record<string, string | number>): string {
	return template.replace(/\{(\w+)\}/g, (match, name: string) =>
		Object.hasOwn(values, name) ? String(values[name]) : match,
	)
}
