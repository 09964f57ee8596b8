import {
	generateAuthenticationOptions,
	generateRegistrationOptions,
	verifyAuthenticationResponse,
	verifyRegistrationResponse,
	type AuthenticationResponseJSON,
	type AuthenticatorTransport,
	type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import { site } from '#app/config/site.ts'
import type { NewsletterRuntime } from '#app/newsletter/runtime.server.ts'
import type { Staff } from './staff-context.ts'

/**
 * Passkeys (WebAuthn) through @simplewebauthn/server: a staffer who signed
 * in by e-mailed link may add one, then sign in with it. Each challenge is
 * kept in memory for five minutes and works once. The relying party is the
 * host of PUBLIC_BASE_URL, so passkeys work only on the site's own address.
 */
const challengeLifetimeMs = 5 * 60_000

export function createPasskeys({
	config,
	newsletter,
	audit,
}: {
	config: { publicBaseUrl: string }
	newsletter: NewsletterRuntime
	audit: (staff: Staff, action: string) => Promise<void>
}) {
	const { database, attempt } = newsletter
	const origin = new URL(config.publicBaseUrl).origin
	const rpID = new URL(config.publicBaseUrl).hostname
	/** Challenges handed out and not yet used: challenge → (for registration) the staffer's id, and when it ends. */
	const challenges = new Map<string, { staffId: number | null; endsAt: number }>()

	function remember(challenge: string, staffId: number | null) {
		const now = Date.now()
		for (const [key, value] of challenges) if (value.endsAt < now) challenges.delete(key)
		challenges.set(challenge, { staffId, endsAt: now + challengeLifetimeMs })
	}
	/** Takes a challenge (once): true when it was handed out to `staffId` (null: for signing in) and is still fresh. */
	function take(challenge: string, staffId: number | null) {
		const found = challenges.get(challenge)
		challenges.delete(challenge)
		return Boolean(found && found.staffId === staffId && found.endsAt >= Date.now())
	}

	return {
		async registrationOptions(staff: Staff) {
			const existing = await attempt('Reading passkeys', () => database.passkeysOf({ staffId: staff.id }))
			const options = await generateRegistrationOptions({
				rpName: site.name.value.en,
				rpID,
				userName: staff.email,
				userDisplayName: staff.name,
				attestationType: 'none',
				excludeCredentials: existing.map((key) => ({
					id: key.credentialId,
					transports: key.transports as AuthenticatorTransport[],
				})),
				authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
			})
			remember(options.challenge, staff.id)
			return options
		},

		async register(staff: Staff, response: RegistrationResponseJSON, label: string): Promise<boolean> {
			const result = await verifyRegistrationResponse({
				response,
				expectedChallenge: (challenge) => take(challenge, staff.id),
				expectedOrigin: origin,
				expectedRPID: rpID,
			}).catch(() => null)
			if (!result?.verified) return false
			const { credential } = result.registrationInfo
			await attempt('Adding a passkey', () =>
				database.addPasskey({
					credentialId: credential.id,
					staffId: staff.id,
					publicKey: credential.publicKey,
					counter: credential.counter,
					transports: credential.transports ?? [],
					label: label.trim().slice(0, 80) || 'Passkey',
					now: new Date(),
				}),
			)
			await audit(staff, 'passkey.add')
			return true
		},

		async authenticationOptions() {
			const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred' })
			remember(options.challenge, null)
			return options
		},

		/** The staffer whose passkey answered the challenge, or null. */
		async authenticate(response: AuthenticationResponseJSON): Promise<Staff | null> {
			const found = await attempt('Reading a passkey', () => database.passkeyById({ credentialId: response.id }))
			if (!found) return null
			const result = await verifyAuthenticationResponse({
				response,
				expectedChallenge: (challenge) => take(challenge, null),
				expectedOrigin: origin,
				expectedRPID: rpID,
				credential: {
					id: found.passkey.credentialId,
					publicKey: found.passkey.publicKey as Uint8Array<ArrayBuffer>,
					counter: found.passkey.counter,
					transports: found.passkey.transports as AuthenticatorTransport[],
				},
			}).catch(() => null)
			if (!result?.verified) return null
			await attempt('Recording a passkey sign-in', () =>
				database.passkeyUsed({
					credentialId: found.passkey.credentialId,
					counter: result.authenticationInfo.newCounter,
					now: new Date(),
				}),
			)
			return found.staff
		},

		list: (staff: Staff) => attempt('Reading passkeys', () => database.passkeysOf({ staffId: staff.id })),

		async remove(staff: Staff, credentialId: string) {
			const removed = await attempt('Removing a passkey', () =>
				database.removePasskey({ credentialId, staffId: staff.id }),
			)
			if (removed) await audit(staff, 'passkey.remove')
			return removed
		},
	}
}
