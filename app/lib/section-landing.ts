/**
 * Where Back leads when there is no history to go back to: the landing of the
 * page's section, i.e. its parent path (`/dreamer/hello` → `/dreamer`,
 * `/dreamer` → `/`).
 */
export function sectionLanding(path: string): string {
	const trimmed = path.replace(/\/+$/, '')
	const parent = trimmed.slice(0, trimmed.lastIndexOf('/'))
	return parent === '' ? '/' : parent
}
