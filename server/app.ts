import { join } from 'node:path'
import compression from 'compression'
import express, { type Request, type Response, type NextFunction } from 'express'
import type { ServerBuild } from 'react-router'
import * as serverBuild from 'virtual:react-router/server-build'
import type { ViteDevServer } from 'vite'
import { newsletterConfigFromEnv, type NewsletterConfig } from '#app/newsletter/config.server.ts'
import { createNewsletterRuntime, type NewsletterRuntime } from '#app/newsletter/runtime.server.ts'
import { maxRequestBodyBytes as maxBodyBytes } from '#app/forms/limits.ts'
import { createReminderJob } from '#app/events/registration/reminders.server.ts'
import { site } from '#app/config/site.ts'
import { needsRender } from '#app/newsletter/sign-up/way-back-param.ts'
import { canonicalRedirect } from './http/canonical-redirect.ts'
import { cmsAuth, cmsAuthConfigFromEnv } from './cms-auth.ts'
import { cacheControl } from './http/cache-control.ts'
import { createLogThrottle, loggable, type LogThrottle } from './log-throttle.ts'
import { allowedMethods, requestGuard } from './http/request-guard.ts'
import { readCspManifest, securityHeaders } from './http/security-headers.ts'
import { notFoundPages } from './http/not-found-pages.ts'
import { sendPage } from './http/send-page.ts'
import { reactRouterHandler } from './http/react-router-handler.ts'
import { pageFile, prerenderedPages } from './http/site-index.ts'
import { mailWebhooks } from './webhooks/mail-webhooks.ts'
import { setUpWorkspace } from './staff/workspace-setup.ts'

export type AppOptions = {
	/** The build directory (`build` unless BUILD_DIR says otherwise). */
	buildDir: string
	/** Newsletter settings; by default from the environment (README, "Newsletter"). */
	newsletter?: NewsletterConfig
	/** Where refused requests and server errors are logged, one throttled line each. */
	log?: LogThrottle
	/** Development (`npm run dev`): Vite in middleware mode renders every page afresh; nothing is read from a build. */
	vite?: ViteDevServer
	/** Switches the live site to a newly published build (server/start.ts); without it, saves are committed but not built here. */
	switchTo?: (dir: string) => Promise<void>
}

declare global {
	namespace Express {
		interface Locals {
			/** The sign-up's database, mail and rate limit: one per server, closed on shutdown. */
			newsletter: NewsletterRuntime
			/** The staff workspace: sign-in, the editor's saves, publishing (server/staff/workspace-setup.ts). */
			workspace: ReturnType<typeof setUpWorkspace>
			/** The events' day-before reminders (app/events/registration/), stopped on shutdown. */
			reminders?: ReturnType<typeof createReminderJob>
		}
	}
}

/**
 * The server: prerendered pages and hashed assets from disk, everything else
 * (the newsletter action, 404s) through React Router. Built by Vite with the
 * pages, from the same React Router build (docs/decisions/042). With `vite`
 * (development), the same app renders every page through Vite instead.
 */
export async function createApp({
	buildDir,
	newsletter = newsletterConfigFromEnv(),
	log = createLogThrottle({ write: (line) => console.error(line) }),
	vite,
	switchTo,
}: AppOptions) {
	const clientDir = join(buildDir, 'client')
	const build = serverBuild as ServerBuild
	if (vite) return developmentApp({ vite, newsletter, log, build })
	const pages = await prerenderedPages(clientDir)

	const app = express()
	app.disable('x-powered-by')
	// Only behind a proxy that sets X-Forwarded-For may the client's IP (rate limit) be read from it.
	if (process.env.TRUST_PROXY) app.set('trust proxy', trustProxy(process.env.TRUST_PROXY))

	// The newsletter's database is opened (and created) now; if it cannot be,
	// sign-ups answer 503 and every page is served all the same.
	app.locals.newsletter = createNewsletterRuntime(newsletter)
	void app.locals.newsletter.start()
	const workspace = (app.locals.workspace = setUpWorkspace({
		newsletter: app.locals.newsletter,
		switchTo: switchTo ?? null,
	}))
	app.locals.reminders = createReminderJob({ runtime: app.locals.newsletter })
	app.locals.reminders.start()

	app.use(securityHeaders(buildDir))
	// The staff workspace: who is signed in, and no cross-site writes; then the editor's saves (Decap's proxy protocol).
	app.use(workspace.gate)
	app.use(workspace.contentApi)
	// Bounces and complaints from the mail provider (off, 404, until configured): before the guard, which allows POST only to pages with an action.
	app.use(mailWebhooks({ config: newsletter.webhooks, runtime: app.locals.newsletter, log }))
	// No Host, or a method this path does not answer: 400 or 405 at once, one throttled log line.
	app.use(requestGuard({ allowed: allowedMethods(build), log }))
	app.use(compression())

	// Any letter case, or a trailing slash, reaches the page: 301 to its canonical URL.
	app.use(canonicalRedirect(pages))

	// Hashed build output never changes under its name: cache it for a year.
	app.use(
		'/assets',
		express.static(join(clientDir, 'assets'), {
			index: false,
			redirect: false,
			immutable: true,
			maxAge: '1y',
		}),
	)

	// Sign-in to GitHub for the CMS, when an OAuth app is configured (docs/decisions/032).
	app.use(cmsAuth(cmsAuthConfigFromEnv(process.env, process.env.PUBLIC_BASE_URL || site.baseUrl.value)))

	// The CMS (scripts/cms/admin-build.ts), when this build has it: one page, for signed-in staff.
	app.get(['/admin', '/admin/'], (req: Request, res: Response, next: NextFunction) => {
		if (req.path === '/admin') return res.redirect(301, '/admin/')
		if (!res.locals.staff) return res.redirect(303, '/admin/sign-in?next=%2Fadmin%2F')
		res.sendFile(join(clientDir, 'admin', 'index.html'), (error) => error && next())
	})
	// Its configuration in each of the editor's languages (docs/decisions/052).
	const adminConfigs = ['/admin/config.yml', '/admin/config.zh-hans.yml', '/admin/config.zh-hant.yml']
	app.get(adminConfigs, (req: Request, res: Response, next: NextFunction) => {
		res.setHeader('Cache-Control', cacheControl.page)
		res.type('text/yaml').sendFile(join(clientDir, req.path.slice(1)), (error) => error && next())
	})

	// Prerendered pages: HTML straight from disk (the sign-up's result page with a way back is rendered).
	app.use((req: Request, res: Response, next: NextFunction) => {
		if ((req.method !== 'GET' && req.method !== 'HEAD') || !pages.has(req.path)) return next()
		if (needsRender(req.path, new URL(req.originalUrl, 'http://localhost').searchParams)) return next()
		res.setHeader('Cache-Control', cacheControl.page)
		sendPage(req, res, pageFile(clientDir, req.path), next)
	})

	// Other static files (favicon, robots.txt, .data files for client navigation).
	app.use(
		express.static(clientDir, {
			index: false,
			redirect: false,
			maxAge: cacheControl.staticMaxAge,
			setHeaders(res, file) {
				// React Router's client reads prerendered loader data from .data files.
				if (file.endsWith('.data')) res.setHeader('Content-Type', 'text/x-script; charset=utf-8')
			},
		}),
	)

	// An address no page has: its language's not-found page, from its file, with status 404 (never rendered).
	app.use(notFoundPages({ clientDir, build, pages, policies: readCspManifest(buildDir).notFound }))

	// Everything else: actions (request bodies capped), the newsletter's e-mail links and archive, the workspace, and their own 404s.
	app.all(
		'/{*path}',
		reactRouterHandler({ build, newsletter: app.locals.newsletter, maxBodyBytes, workspace: workspace.workspace }),
	)
	app.use(serverError(log))
	return app
}

/**
 * `npm run dev`: the same server with Vite's middleware (modules, hot reload,
 * /admin) in front, and every page rendered afresh from the source by React
 * Router. No security headers (Vite's client runs inline scripts).
 */
function developmentApp({
	vite,
	newsletter,
	log,
	build,
}: {
	vite: ViteDevServer
	newsletter: NewsletterConfig
	log: LogThrottle
	build: ServerBuild
}) {
	const app = express()
	app.disable('x-powered-by')
	app.locals.newsletter = createNewsletterRuntime(newsletter)
	void app.locals.newsletter.start()
	const workspace = (app.locals.workspace = setUpWorkspace({ newsletter: app.locals.newsletter, switchTo: null }))
	app.use(mailWebhooks({ config: newsletter.webhooks, runtime: app.locals.newsletter, log }))
	app.use(workspace.gate)
	app.use(workspace.contentApi)
	app.use(['/admin', '/admin/'], (req: Request, res: Response, next: NextFunction) => {
		// The editor itself (not its files) only for staff, as in production.
		if (req.method === 'GET' && /^\/?$/.test(req.path) && !res.locals.staff)
			return res.redirect(303, '/admin/sign-in?next=%2Fadmin%2F')
		next()
	})
	app.use(requestGuard({ allowed: allowedMethods(build), log }))
	app.use(cmsAuth(cmsAuthConfigFromEnv(process.env, process.env.PUBLIC_BASE_URL || site.baseUrl.value)))
	app.use(vite.middlewares)
	const freshBuild = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>
	app.all(
		'/{*path}',
		reactRouterHandler({
			build: freshBuild,
			mode: 'development',
			newsletter: app.locals.newsletter,
			maxBodyBytes,
			workspace: workspace.workspace,
		}),
	)
	app.use(serverError(log))
	return app
}

/** A failure no handler caught: 500, and the stack in the log once a minute per kind of error, not once per request. */
function serverError(log: LogThrottle) {
	return (error: unknown, req: Request, res: Response, next: NextFunction) => {
		const { name, message, stack } =
			error instanceof Error ? error : { name: 'Error', message: String(error), stack: '' }
		log.line(`[http] 500 ${name}`, `[http] 500 ${req.method} ${loggable(req.path)}: ${stack || `${name}: ${message}`}`)
		if (res.headersSent) return next(error)
		res.status(500).type('text/plain').setHeader('Cache-Control', 'no-store')
		res.end('Internal Server Error\n')
	}
}

/** TRUST_PROXY as Express understands it: a hop count (`1`), `true`, or addresses and subnets (`loopback, 10.0.0.0/8`). */
function trustProxy(value: string): number | boolean | string {
	if (/^\d+$/.test(value)) return Number(value)
	if (value === 'true' || value === 'false') return value === 'true'
	return value
}
