import { useState } from 'react'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import ui from '#app/workspace/layout/workspace-ui.module.css'
import styles from './passkeys.module.css'

/**
 * "Sign in with a passkey" on the sign-in page (an island: it needs
 * JavaScript, and renders nothing without it or without WebAuthn). Asks the
 * server for a challenge, lets the browser's passkey answer it, and follows
 * the server's answer to the workspace.
 */
export function PasskeySignIn({ label, failed, next }: { label: string; failed: string; next: string }) {
	const hydrated = useHydrated()
	const [problem, setProblem] = useState(false)
	if (!hydrated || !supportsPasskeys()) return null
	async function signIn() {
		setProblem(false)
		try {
			const options = await post('/admin/passkeys/sign-in-options', {})
			// Loaded on the click: the library stays out of the islands' bundle and the server's render.
			const { startAuthentication } = await import('@simplewebauthn/browser')
			const response = await startAuthentication({ optionsJSON: options })
			const answer = (await post('/admin/passkeys/sign-in', { response, next })) as { next?: string }
			if (!answer.next) throw new Error('refused')
			window.location.assign(answer.next)
		} catch {
			setProblem(true)
		}
	}
	return (
		<div className={styles.passkey}>
			<button type="button" className={ui.small} onClick={() => void signIn()}>
				{label}
			</button>
			{problem ? (
				<p role="alert" className={styles.problem}>
					{failed}
				</p>
			) : null}
		</div>
	)
}

/** Whether this browser can use passkeys at all (WebAuthn). */
export const supportsPasskeys = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function'

export async function post(url: string, body: unknown) {
	const response = await fetch(url, {
		method: 'POST',
		headers: { 'Content-Type': 'application/json' },
		body: JSON.stringify(body),
	})
	if (!response.ok) throw new Error(String(response.status))
	return response.json()
}
