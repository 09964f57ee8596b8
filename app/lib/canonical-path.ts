/**
 * The canonical form of a site path: lower case, no trailing slash (except
 * the root). The server redirects other forms here; canonical links use it.
 */
export function canonicalPath(path: string): string {
	const trimmed = path.toLowerCase().replace(/\/+$/, '')
	return trimmed === '' ? '/' : trimmed
}
