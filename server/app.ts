import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express, { type Request, type Response, type NextFunction } from 'express'
import type { ServerBuild } from 'react-router'
import { canonicalRedirect } from './canonical-redirect.ts'
import { cacheControl } from './http.ts'
import { securityHeaders } from './security-headers.ts'
import { pageFile, prerenderedPages } from './site-index.ts'

export type AppOptions = {
	/** The build directory (`build` unless BUILD_DIR says otherwise). */
	buildDir: string
}

/**
 * The production server: prerendered pages and hashed assets from disk,
 * everything else (the newsletter action, 404s) through React Router.
 */
export async function createApp({ buildDir }: AppOptions) {
	const clientDir = join(buildDir, 'client')
	const serverEntry = join(buildDir, 'server', 'index.js')
	if (!existsSync(serverEntry)) throw new Error(`No build at ${buildDir}: run \`npm run build\` first.`)
	const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
	const pages = await prerenderedPages(clientDir)

	const app = express()
	app.disable('x-powered-by')
	// Only believe X-Forwarded-* when told to: a hop count (1), 'true', or a list of proxy addresses.
	if (process.env.TRUST_PROXY) app.set('trust proxy', trustProxySetting(process.env.TRUST_PROXY))

	app.use(compression())
	app.use(securityHeaders(buildDir))

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

	// Prerendered pages: HTML straight from disk.
	app.use((req: Request, res: Response, next: NextFunction) => {
		if ((req.method !== 'GET' && req.method !== 'HEAD') || !pages.has(req.path)) return next()
		res.setHeader('Cache-Control', cacheControl.page)
		res.sendFile(pageFile(clientDir, req.path), { dotfiles: 'deny' }, (error) => error && next(error))
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

	// Everything else: actions, and the not-found page with status 404.
	app.all('/{*path}', createRequestHandler({ build, mode: 'production' }))

	return app
}

function trustProxySetting(value: string): number | boolean | string {
	if (/^\d+$/.test(value)) return Number(value)
	if (value === 'true' || value === 'false') return value === 'true'
	return value
}
