import { getRecords } from '#app/content/index.server.ts'

/** The `form` asked for in the address, when it is one of the application forms; otherwise none (all forms). */
export function formFilter(url: URL): string | null {
	const asked = url.searchParams.get('form')
	return getRecords('en').applicationForms.some((form) => form.id === asked) ? asked : null
}
