import { ProxyBackend } from 'decap-cms-backend-proxy'

/** Where the editor sends someone who is not signed in, and back to the editor afterwards. */
const signIn = '/admin/sign-in?next=%2Fadmin%2F'
const storageKey = 'decap-cms-user'

type StaffUser = { name: string; login: string; token: string }

async function signedInStaffer(): Promise<StaffUser | null> {
	const answer = await fetch('/admin/api/v1/me', { credentials: 'same-origin' })
	return answer.ok ? ((await answer.json()) as StaffUser) : null
}

/**
 * Decap's proxy backend, saving through the site's own server
 * (server/content-api/), with the workspace's sign-in instead of Decap's
 * "Login" button: the signed-in staffer is the editor's user, and signing
 * out of the editor signs out of the workspace.
 */
export class WorkspaceProxyBackend extends ProxyBackend {
	async authenticate() {
		const staff = await signedInStaffer()
		if (!staff) {
			window.location.assign(signIn)
			throw new Error('Not signed in')
		}
		return staff as never
	}

	restoreUser() {
		return this.authenticate()
	}

	logout() {
		void fetch('/admin/sign-out', { method: 'POST', credentials: 'same-origin' }).finally(() =>
			window.location.assign('/admin/sign-in?signed-out'),
		)
		return null
	}
}

/**
 * Before the editor starts: the signed-in staffer becomes Decap's stored
 * user, so it opens straight on the content, not on a "Login" screen. With a
 * Git host as the backend (no session here), nothing is stored and Decap signs in its own way.
 */
export async function rememberSignedInStaffer(): Promise<void> {
	const staff = await signedInStaffer().catch(() => null)
	if (staff) window.localStorage.setItem(storageKey, JSON.stringify({ ...staff, backendName: 'proxy' }))
	else if (JSON.parse(window.localStorage.getItem(storageKey) ?? 'null')?.backendName === 'proxy')
		window.localStorage.removeItem(storageKey)
}
