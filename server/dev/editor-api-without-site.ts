import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import express from 'express'
import { parse } from 'yaml'
import type { WorkspaceWords } from '#app/content/schema/words/workspace-words.ts'
import type { Locale } from '#app/i18n/locales.ts'
import { contentApi } from '#server/content-api/content-api.ts'
import { localEditorFrom } from '#server/staff/local-editor.ts'
import { isSameOriginRequest } from '#server/staff/workspace-gate.ts'

/**
 * `npm run cms` while a content file fails its schema (the site cannot load,
 * server/dev/site-or-content-problems.ts): the editor still saves, so the
 * file can be fixed in /admin. Its messages come straight from the
 * workspace words' files (Traditional falls back to Simplified: the
 * converter is part of the site that did not load).
 */
export function editorApiWithoutSite(env: NodeJS.ProcessEnv = process.env) {
	const repositoryDir = resolve(env.REPOSITORY_DIR || process.cwd())
	const words = (locale: Locale): WorkspaceWords['saving'] => {
		const file = join(repositoryDir, 'content', 'ui', locale === 'en' ? 'en' : 'zh-hans', 'workspace.yml')
		return (parse(readFileSync(file, 'utf8')) as WorkspaceWords).saving
	}
	// An app of its own (Express's request and response helpers); what it does not answer goes on.
	const app = express()
	app.use(
		contentApi({
			repositoryDir,
			repository: null,
			workspace: null,
			localEditor: localEditorFrom(repositoryDir, env),
			sameOrigin: isSameOriginRequest,
			words,
		}),
	)
	return app
}
