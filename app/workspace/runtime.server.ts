import { MemoryStore, ipKeyGenerator, type Options } from 'express-rate-limit'
import { createTransport } from 'nodemailer'
import { site } from '#app/config/site.ts'
import { getContent } from '#app/content/index.server.ts'
import { localizePath, type Locale } from '#app/i18n/locales.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import type { NewsletterRuntime } from '#app/newsletter/runtime.server.ts'
import { isTokenShaped } from '#app/newsletter/store/tokens.server.ts'
import type { Publishing } from './publishing.ts'
import type { Staff } from './staff-context.ts'
import { createPasskeys } from './passkeys.server.ts'

export type WorkspaceConfig = {
	/** PUBLIC_BASE_URL: sign-in links point here; passkeys belong to its host. */
	publicBaseUrl: string
	/** Cookies only over HTTPS (the site's public address is https). */
	secureCookies: boolean
	/** A session ends after this long without a request (STAFF_IDLE_MINUTES, 60)… */
	sessionIdleMs: number
	/** …and at the latest this long after signing in (STAFF_SESSION_HOURS, 12). */
	sessionMaxMs: number
	/** How long an e-mailed sign-in link works (15 minutes). */
	linkLifetimeMs: number
	/** Sign-in links asked for per address and per client IP in 15 minutes. */
	signInLimit: { perAddress: number; perClient: number; windowMs: number }
}

const minute = 60_000

const number = (value: string | undefined, fallback: number) => (value && Number(value) > 0 ? Number(value) : fallback)

export function workspaceConfigFromEnv(publicBaseUrl: string, env: NodeJS.ProcessEnv = process.env): WorkspaceConfig {
	return {
		publicBaseUrl,
		secureCookies: publicBaseUrl.startsWith('https:'),
		sessionIdleMs: number(env.STAFF_IDLE_MINUTES, 60) * minute,
		sessionMaxMs: number(env.STAFF_SESSION_HOURS, 12) * 60 * minute,
		linkLifetimeMs: 15 * minute,
		signInLimit: { perAddress: 5, perClient: number(env.STAFF_SIGN_IN_LIMIT, 20), windowMs: 15 * minute },
	}
}

export type WorkspaceRuntime = ReturnType<typeof createWorkspaceRuntime>

/**
 * The workspace's moving parts, one per server: staff sign-in by e-mailed
 * link or passkey, sessions, the audit log (all in the newsletter's
 * database, on its thread), and publishing, which the server provides.
 */
export function createWorkspaceRuntime({
	config,
	newsletter,
	publishing,
	log = console,
}: {
	config: WorkspaceConfig
	newsletter: NewsletterRuntime
	publishing: Publishing | null
	log?: Pick<Console, 'log' | 'error'>
}) {
	const { database, attempt } = newsletter
	const limiter = new MemoryStore()
	limiter.init({ windowMs: config.signInLimit.windowMs } as Options)
	const times = () => ({ now: new Date(), idleMs: config.sessionIdleMs, maxMs: config.sessionMaxMs })
	const transport = newsletter.config.smtpUrl ? createTransport(newsletter.config.smtpUrl) : null

	async function allowed(key: string, limit: number) {
		const { totalHits } = await limiter.increment(key)
		return totalHits <= limit
	}

	/** Records who did what (never fails the action it records). */
	async function audit(staff: Staff | null, action: string, detail = ''): Promise<void> {
		await database.audit({ email: staff?.email ?? null, action, detail, now: new Date() }).catch((error: unknown) => {
			log.error(`[workspace] audit log: ${error instanceof Error ? error.message : String(error)}`)
		})
	}

	async function startSession(staff: Staff, how: string): Promise<string> {
		const sessionId = await attempt('Starting a session', () =>
			database.createSession({ staffId: staff.id, ...times() }),
		)
		await audit(staff, how)
		return sessionId
	}

	return {
		config,
		publishing,
		audit,
		startSession,

		async staffOfSession(sessionId: string): Promise<Staff | null> {
			if (!isTokenShaped(sessionId)) return null
			return attempt('Reading a staff session', () => database.sessionStaff({ sessionId, ...times() }))
		},

		/**
		 * Sends a sign-in link when the address is a staffer's. The answer is
		 * the same either way ('sent'), so the form reveals no one's address;
		 * only the rate limit shows ('limited').
		 */
		async requestSignInLink(input: { email: string; next: string; locale: Locale; clientIp: string }) {
			const { perAddress, perClient } = config.signInLimit
			const address = input.email.trim().toLowerCase()
			if (
				!(await allowed(`ip:${ipKeyGenerator(input.clientIp)}`, perClient)) ||
				!(await allowed(`to:${address}`, perAddress))
			)
				return 'limited' as const
			const link = await attempt('Making a sign-in link', () =>
				database.createSignInLink({
					email: address,
					next: input.next,
					now: new Date(),
					lifetimeMs: config.linkLifetimeMs,
				}),
			)
			if (!link) return 'sent' as const
			await audit(link.staff, 'sign-in.link-sent')
			const url = `${config.publicBaseUrl}${localizePath('/admin/sign-in', input.locale)}/${link.token}`
			await sendSignInMail(link.staff, url, input.locale)
			return 'sent' as const
		},

		/** Uses a sign-in link: a new session (never one the browser brought). */
		async signInWithLink(token: string) {
			if (!isTokenShaped(token)) return 'invalid' as const
			const outcome = await attempt('Using a sign-in link', () => database.useSignInLink({ token, now: new Date() }))
			if (typeof outcome === 'string') return outcome
			const sessionId = await startSession(outcome.staff, 'sign-in.link')
			return { ...outcome, sessionId }
		},

		async signOut(sessionId: string, staff: Staff | null) {
			if (isTokenShaped(sessionId)) await attempt('Ending a session', () => database.endSession({ sessionId }))
			if (staff) await audit(staff, 'sign-out')
		},

		passkeys: createPasskeys({ config, newsletter, audit }),

		database,
		attempt,
	}

	async function sendSignInMail(staff: Staff, url: string, locale: Locale) {
		const words = getContent(locale).workspace.signIn
		const siteName = site.name.value[locale]
		const minutes = Math.round(config.linkLifetimeMs / minute)
		const text = [fillText(words.emailText, { name: staff.name, minutes }), '', url, '', words.emailIgnore, ''].join(
			'\n',
		)
		const subject = fillText(words.emailSubject, { siteName })
		if (!transport) {
			// No mail server (development): the link goes to the log, as the newsletter's e-mails do.
			log.log(`[workspace] No SMTP_URL: the sign-in link for ${staff.email} is ${url}`)
			return
		}
		await transport
			.sendMail({
				from: newsletter.config.mailFrom,
				to: staff.email,
				subject,
				text,
				headers: { 'Content-Language': locale === 'en' ? 'en' : locale === 'zh-hans' ? 'zh-Hans' : 'zh-Hant' },
			})
			.catch((error: unknown) => {
				log.error(`[workspace] The sign-in e-mail could not be sent: ${error instanceof Error ? error.message : error}`)
				throw error
			})
	}
}
