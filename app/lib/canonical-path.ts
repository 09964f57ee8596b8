/**
 * The canonical form of a site path: lower case, no trailing slash (except
 * the root), and one slash between segments. The server redirects other forms
 * here; canonical links, the language menu and every other link built from
 * the address being visited use it. Runs of slashes are collapsed, and a
 * backslash counts as one (browsers read `\` in a link as `/`): a path like
 * `//evil.example` or `/\evil.example` must never become a link to another site.
 * Control characters, which no real path holds, are dropped.
 */
export function canonicalPath(path: string): string {
	// Browsers also drop tabs and line breaks from a link: `/\t/evil.example` reads as `//evil.example`.
	// oxlint-disable-next-line no-control-regex -- removing control characters is the point
	const single = `/${path}`.replace(/[\u0000-\u001f\u007f]/g, '').replace(/[/\\]+/g, '/')
	const trimmed = single.toLowerCase().replace(/\/+$/, '')
	return trimmed === '' ? '/' : trimmed
}
