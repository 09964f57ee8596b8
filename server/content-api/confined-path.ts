import { mkdir, realpath } from 'node:fs/promises'
import { dirname, isAbsolute, join, posix, relative, sep } from 'node:path'

/** The folders the editor may write in, relative to the repository. */
const writableFolders = ['content/', 'public/media/'] as const

export class PathRefused extends Error {
	readonly status = 403
}

/**
 * The absolute path of `path` (relative to the repository, as the CMS names
 * files), when it lies inside one of `writableFolders` and stays there:
 * no `..`, no absolute path, no backslash or NUL, and no symbolic link on
 * the way that leads out. Otherwise PathRefused.
 */
export async function confinedPath(repository: string, path: unknown): Promise<string> {
	if (typeof path !== 'string' || path.length === 0 || path.length > 300) throw new PathRefused('No file path.')
	if (path.includes('\0') || path.includes('\\') || isAbsolute(path) || /^[a-z]:/i.test(path))
		throw new PathRefused(`Not a path inside the site: ${path}`)
	const normal = posix.normalize(path)
	if (normal !== path.replace(/\/+$/, '') || normal.split('/').includes('..'))
		throw new PathRefused(`Not a plain path: ${path}`)
	const folder = writableFolders.find((prefix) => `${normal}/`.startsWith(prefix))
	if (!folder) throw new PathRefused(`Only files under content/ and public/media/ may be written, not ${path}`)
	const absolute = join(repository, normal)
	// The folder itself must be where it seems (no link on the way to it)…
	const folderPath = folder.slice(0, -1)
	await mkdir(join(repository, folderPath), { recursive: true })
	const root = await realpath(join(repository, folderPath))
	if (root !== join(await realpath(repository), folderPath))
		throw new PathRefused(`${folder} is a link: nothing is written`)
	// …and the nearest part of the path that exists must resolve inside it.
	let existing = absolute
	for (;;) {
		const resolved = await realpath(existing).catch(() => null)
		if (resolved) {
			const inside = relative(root, resolved)
			if (inside.startsWith('..') || isAbsolute(inside) || inside.split(sep).includes('..'))
				throw new PathRefused(`The path leads outside ${folder}: ${path}`)
			return absolute
		}
		const parent = dirname(existing)
		if (parent === existing) throw new PathRefused(`Not a path inside the site: ${path}`)
		existing = parent
	}
}
