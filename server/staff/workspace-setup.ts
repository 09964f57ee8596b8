import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { NewsletterRuntime } from '#app/newsletter/runtime.server.ts'
import { createWorkspaceRuntime, workspaceConfigFromEnv } from '#app/workspace/runtime.server.ts'
import { contentApi } from '#server/content-api/content-api.ts'
import { createPublisher } from '#server/publishing/publisher.ts'
import { createRepository } from '#server/publishing/repository.ts'
import { getContent } from '#app/content/index.server.ts'
import { localEditorFrom } from './local-editor.ts'
import { isSameOriginRequest, workspaceGate } from './workspace-gate.ts'

export type WorkspaceSetupOptions = {
	newsletter: NewsletterRuntime
	/** Switches the live site to a new build (server/start.ts); null: this server never builds. */
	switchTo: ((dir: string) => Promise<void>) | null
	env?: NodeJS.ProcessEnv
}

/**
 * The staff workspace from the environment (README, "Running the site on
 * one server"): the repository the server runs from (REPOSITORY_DIR, else
 * the working folder) and its remote (PUBLISH_REMOTE, PUBLISH_BRANCH); builds
 * in BUILDS_DIR (build-published). CMS_LOCAL_EDITING=1 (`npm run cms`, 127.0.0.1
 * only): no sign-in, no commits, no builds: the files are written and the
 * development server shows them.
 */
export function setUpWorkspace({ newsletter, switchTo, env = process.env }: WorkspaceSetupOptions) {
	const repositoryDir = resolve(env.REPOSITORY_DIR || process.cwd())
	const localEditor = env.CMS_LOCAL_EDITING === '1' ? localEditorFrom(repositoryDir, env) : null
	const repository =
		!localEditor && existsSync(join(repositoryDir, '.git'))
			? createRepository({
					dir: repositoryDir,
					remote: env.PUBLISH_REMOTE || null,
					branch: env.PUBLISH_BRANCH || null,
					committer:
						env.GIT_COMMITTER_EMAIL && env.GIT_COMMITTER_NAME
							? { name: env.GIT_COMMITTER_NAME, email: env.GIT_COMMITTER_EMAIL }
							: undefined,
				})
			: null
	const publisher = repository
		? createPublisher({
				repository,
				buildsDir: resolve(env.BUILDS_DIR || join(repositoryDir, 'build-published')),
				switchTo: env.BUILD_ON_SAVE === '0' ? null : switchTo,
				database: newsletter.database,
			})
		: null
	const workspace = createWorkspaceRuntime({
		config: workspaceConfigFromEnv(newsletter.config.publicBaseUrl, env),
		newsletter,
		publishing: publisher,
	})
	return {
		workspace,
		publisher,
		gate: workspaceGate({ workspace, localEditor }),
		contentApi: contentApi({
			repositoryDir,
			repository,
			workspace,
			published: () => publisher?.requestBuild(),
			localEditor,
			sameOrigin: isSameOriginRequest,
			words: (locale) => getContent(locale).workspace.saving,
		}),
		localEditor,
	}
}
