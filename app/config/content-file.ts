import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Where a content file (`content/…`) may be, for modules that read one
 * synchronously outside the content loader (app/config/site.ts,
 * app/content/site-words.server.ts): in the copy of the content folder that
 * CONTENT_DIR names (`npm run cms` on a copy, the CMS's browser test, the
 * scale bench), as the loader reads it; else in the repository, two folders
 * up from the calling module's source file (plain Node, Vitest); else in the
 * working directory (the server bundle, which the build and the server run in).
 */
export function contentFileCandidates(file: string, caller: string): string[] {
	if (process.env.CONTENT_DIR) return [resolve(process.env.CONTENT_DIR, file.replace(/^content\//, ''))]
	return [join(dirname(fileURLToPath(caller)), '../..', file), join(process.cwd(), file)]
}
