import { useState } from 'react'
import { useHydrated } from '#app/lib/use-hydrated.ts'
import { post, supportsPasskeys } from './passkey-sign-in.tsx'
import ui from '#app/workspace/layout/workspace-ui.module.css'
import styles from './passkeys.module.css'

type Words = { label: string; add: string; added: string; unsupported: string; needsScript: string; failed: string }

/**
 * Adding a passkey on the account page (an island). Without JavaScript it
 * says passkeys need it; in a browser without WebAuthn, that they are not
 * available there; otherwise a name for the device and the button.
 */
export function PasskeyAdd({ words }: { words: Words }) {
	const hydrated = useHydrated()
	const [state, setState] = useState<'idle' | 'added' | 'failed'>('idle')
	const [label, setLabel] = useState('')
	if (!hydrated) return <p>{words.needsScript}</p>
	if (!supportsPasskeys()) return <p>{words.unsupported}</p>
	async function add() {
		try {
			const options = await post('/admin/passkeys/add-options', {})
			const { startRegistration } = await import('@simplewebauthn/browser')
			const response = await startRegistration({ optionsJSON: options })
			await post('/admin/passkeys/add', { response, label })
			setState('added')
			window.location.reload()
		} catch {
			setState('failed')
		}
	}
	return (
		<div className={styles.passkey}>
			<label htmlFor="passkey-label">{words.label}</label>
			<input id="passkey-label" value={label} onChange={(event) => setLabel(event.target.value)} maxLength={80} />
			<button type="button" className={ui.small} onClick={() => void add()}>
				{words.add}
			</button>
			<output className={styles.status}>{state === 'added' ? words.added : ''}</output>
			{state === 'failed' ? (
				<p role="alert" className={styles.problem}>
					{words.failed}
				</p>
			) : null}
		</div>
	)
}
