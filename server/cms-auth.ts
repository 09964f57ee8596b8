import { randomBytes, timingSafeEqual } from 'node:crypto'
import { Router, type Request, type Response } from 'express'

/**
 * Sign-in to GitHub for the CMS (/admin), run by this server, so no outside
 * service is needed (docs/decisions/032). Decap CMS opens
 * /admin/auth?provider=github in a pop-up; this sends the staffer to
 * GitHub's consent page, receives the code GitHub sends back, exchanges it
 * (with the OAuth app's secret, which only this server knows) for a token,
 * and hands the token to the CMS window that opened the pop-up, on this
 * origin only. A random `state`, kept in a short-lived cookie, ties the
 * answer to the request that started it.
 *
 * Configured by CMS_GITHUB_CLIENT_ID and CMS_GITHUB_CLIENT_SECRET (a GitHub
 * OAuth app whose callback URL is <site>/admin/auth/callback); without
 * them the routes answer 404 and nothing else changes.
 */
export type CmsAuthConfig = {
	clientId: string
	clientSecret: string
	/** The site's public origin (PUBLIC_BASE_URL): the callback's address and the only origin the token is given to. */
	publicOrigin: string
	/** What the token may do: `repo` (a private repository) or `public_repo`. */
	scope?: string
	/** For tests. */
	fetch?: typeof fetch
}

export function cmsAuthConfigFromEnv(env: NodeJS.ProcessEnv, publicOrigin: string): CmsAuthConfig | undefined {
	const clientId = env.CMS_GITHUB_CLIENT_ID
	const clientSecret = env.CMS_GITHUB_CLIENT_SECRET
	if (!clientId || !clientSecret) return undefined
	return { clientId, clientSecret, publicOrigin: new URL(publicOrigin).origin, scope: env.CMS_GITHUB_SCOPE || 'repo' }
}

const stateCookie = 'cms_oauth_state'
const authPath = '/admin/auth'

export function cmsAuth(config: CmsAuthConfig | undefined): Router {
	const router = Router()
	if (!config) return router
	const callback = `${config.publicOrigin}${authPath}/callback`
	const secure = config.publicOrigin.startsWith('https:')

	router.get(authPath, (req: Request, res: Response) => {
		if (req.query.provider !== 'github') return res.status(400).type('text').send('Only GitHub sign-in is set up.')
		const state = randomBytes(24).toString('base64url')
		res.cookie(stateCookie, state, { httpOnly: true, secure, sameSite: 'lax', path: authPath, maxAge: 10 * 60_000 })
		const authorize = new URL('https://github.com/login/oauth/authorize')
		authorize.search = new URLSearchParams({
			client_id: config.clientId,
			redirect_uri: callback,
			scope: config.scope ?? 'repo',
			state,
		}).toString()
		res.setHeader('Cache-Control', 'no-store')
		res.redirect(302, authorize.toString())
	})

	router.get(`${authPath}/callback`, async (req: Request, res: Response) => {
		res.setHeader('Cache-Control', 'no-store')
		res.clearCookie(stateCookie, { path: authPath })
		const expected = cookie(req, stateCookie)
		const state = typeof req.query.state === 'string' ? req.query.state : ''
		if (!expected || !sameText(state, expected))
			return res
				.status(400)
				.type('html')
				.send(
					completionPage({ error: 'The sign-in expired or was not started here. Close this window and try again.' }),
				)
		if (typeof req.query.error === 'string')
			return res
				.type('html')
				.send(completionPage({ error: `GitHub said: ${req.query.error_description ?? req.query.error}` }))
		try {
			const answer = await (config.fetch ?? fetch)('https://github.com/login/oauth/access_token', {
				method: 'POST',
				headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
				body: JSON.stringify({
					client_id: config.clientId,
					client_secret: config.clientSecret,
					code: req.query.code,
					redirect_uri: callback,
				}),
			})
			const body = (await answer.json()) as { access_token?: string; error_description?: string; error?: string }
			if (!body.access_token)
				return res
					.type('html')
					.send(completionPage({ error: `GitHub said: ${body.error_description ?? body.error ?? answer.status}` }))
			res.type('html').send(completionPage({ token: body.access_token }))
		} catch {
			res
				.status(502)
				.type('html')
				.send(completionPage({ error: 'GitHub could not be reached. Try again in a moment.' }))
		}
	})

	// The pop-up's script, a file (the CMS's policy allows no inline script).
	router.get(`${authPath}/complete.js`, (_req: Request, res: Response) => {
		res.type('text/javascript').setHeader('Cache-Control', 'no-cache')
		res.send(completionScript)
	})
	return router
}

/** The pop-up's last page: the outcome as data, and the script that hands it to the CMS. */
function completionPage(outcome: { token?: string; error?: string }): string {
	const data = JSON.stringify(outcome).replaceAll('<', '\\u003c')
	const words = outcome.token ? 'Signed in. This window closes by itself.' : outcome.error
	return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Sign-in</title></head><body><p>${escapeHtml(words ?? '')}</p><script type="application/json" id="cms-auth">${data}</script><script src="${authPath}/complete.js"></script></body></html>`
}

/**
 * Decap's handshake: announce "authorizing:github" to the CMS window; when it
 * answers, give it the outcome. Both messages go to this origin only.
 */
const completionScript = `(() => {
	const outcome = JSON.parse(document.getElementById('cms-auth').textContent)
	const message = outcome.token
		? 'authorization:github:success:' + JSON.stringify({ token: outcome.token, provider: 'github' })
		: 'authorization:github:error:' + JSON.stringify({ message: outcome.error })
	const opener = window.opener
	if (!opener) return
	window.addEventListener('message', (event) => {
		if (event.origin !== location.origin || event.data !== 'authorizing:github') return
		opener.postMessage(message, location.origin)
		if (outcome.token) setTimeout(() => window.close(), 200)
	})
	opener.postMessage('authorizing:github', location.origin)
})()
`

function cookie(req: Request, name: string): string | undefined {
	for (const part of (req.headers.cookie ?? '').split(';')) {
		const [key, ...value] = part.trim().split('=')
		if (key === name) return decodeURIComponent(value.join('='))
	}
	return undefined
}

function sameText(a: string, b: string): boolean {
	const left = Buffer.from(a)
	const right = Buffer.from(b)
	return left.length === right.length && timingSafeEqual(left, right)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
