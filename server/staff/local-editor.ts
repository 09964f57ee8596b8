import { execFileSync } from 'node:child_process'
import type { Staff } from '#app/workspace/staff-context.ts'

/** The person `npm run cms` saves as: Git's user on this computer, else "Local editor". */
export function localEditorFrom(dir: string, env: NodeJS.ProcessEnv): Staff {
	const host = env.HOST ?? '127.0.0.1'
	if (!['127.0.0.1', 'localhost', '::1'].includes(host))
		throw new Error(`CMS_LOCAL_EDITING turns sign-in off: it is allowed on 127.0.0.1 only, not HOST=${host}`)
	const git = (key: string) => {
		try {
			return execFileSync('git', ['config', key], { cwd: dir, encoding: 'utf8' }).trim()
		} catch {
			return ''
		}
	}
	return {
		id: 0,
		name: git('user.name') || 'Local editor',
		email: git('user.email') || 'local@localhost',
		role: 'admin',
	}
}
