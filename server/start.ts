/**
 * `npm start`: serves the production build on http://localhost:3000 (PORT
 * overrides), building it first when there is none. `npm run dev` (--dev):
 * the same server with Vite in middleware mode, rendering from the source.
 * SIGTERM or SIGINT shut it down within SHUTDOWN_TIMEOUT_SECONDS (10):
 * server/graceful-shutdown.ts.
 *
 * The one server file plain Node runs: the process, its environment, the
 * port and the signals. Everything else is built by Vite with the pages
 * (server/site.ts → build/server/site.js; docs/decisions/042).
 */
import { createServer } from 'node:http'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildDir, importBuilt } from './build-output.ts'

const dev = process.argv.includes('--dev')
// React picks its production build from NODE_ENV when first loaded; without
// it, every request rendered here (answers to sign-ups, 404s) ran React's
// slower development build. Set before anything imports React.
process.env.NODE_ENV ??= dev ? 'development' : 'production'

const port = Number(process.env.PORT ?? (dev ? 5173 : 3000))
const host = process.env.HOST ?? (dev ? '127.0.0.1' : '0.0.0.0')
const shutdownSeconds = Number(process.env.SHUTDOWN_TIMEOUT_SECONDS || 10)
if (!(shutdownSeconds > 0)) throw new Error(`SHUTDOWN_TIMEOUT_SECONDS must be a positive number of seconds`)

type SiteModule = typeof import('./site.ts')
type Site = Awaited<ReturnType<SiteModule['createSite']>>
const server = createServer()
let ready: Promise<Site>
let app: Site['app'] | null = null
let current: Site | null = null
/** Requests each site is answering: a site being replaced closes its database once they are done. */
const inFlight = new WeakMap<Site, number>()

/**
 * A newly published build goes live (server/publishing/publisher.ts): its
 * site is created from its own server code, takes every new request at once,
 * and the site it replaces finishes the requests it has, hands over any save
 * waiting for a build, stops its sender (the new one starts then) and closes.
 * No restart, no request refused (docs/decisions/046).
 */
async function switchTo(dir: string): Promise<void> {
	// What reads the build's files at run time (the news manifest the sender follows) reads the new one.
	process.env.BUILD_DIR = dir
	const { createSite } = (await import(pathToFileURL(join(dir, 'server', 'site.js')).href)) as SiteModule
	const next = await createSite({ buildDir: dir, switchTo, startSender: false })
	const previous = current!
	current = next
	app = next.app
	if (previous.stopPublishing()) next.requestBuild()
	void (async () => {
		await previous.stopSender()
		next.startSender()
		for (let waited = 0; (inFlight.get(previous) ?? 0) > 0 && waited < 30_000; waited += 100)
			await new Promise((resolve) => setTimeout(resolve, 100))
		await previous.close()
		previous.flushLog()
	})().catch((error: unknown) => console.error(`[publishing] Retiring the previous site: ${String(error)}`))
}

/** Development: settled once requests can be answered (by the site, or with a content file's problems). */
let answering: Promise<void> | undefined
if (dev) {
	// Development only: Vite is a development dependency, never loaded by `npm start`.
	// Its hot reload speaks over this server's own port. The server listens at
	// once and answers when the app's modules are loaded (seconds, the first time).
	const vite = await (
		await import('vite')
	).createServer({ server: { middlewareMode: true, hmr: { server } }, appType: 'custom' })
	const { siteOrContentProblems } = await import('./dev/site-or-content-problems.ts')
	// A content file that fails its schema: /admin still works, to fix it there.
	let answer: () => void
	answering = new Promise((resolve) => (answer = resolve))
	ready = siteOrContentProblems(
		vite,
		() =>
			(vite.ssrLoadModule('/server/site.ts') as Promise<SiteModule>).then(({ createSite }) =>
				createSite({ buildDir, vite }),
			),
		(handler) => ((app = handler as Site['app']), answer()),
		// `npm run cms`: the editor still saves while a content file is broken, so it can be fixed there.
		process.env.CMS_LOCAL_EDITING === '1'
			? async () => {
					const { editorApiWithoutSite } = (await vite.ssrLoadModule(
						'/server/dev/editor-api-without-site.ts',
					)) as typeof import('./dev/editor-api-without-site.ts')
					return editorApiWithoutSite() as never
				}
			: undefined,
	).then((site) => (current = site))
} else {
	// The build chosen (a published one may be newer than BUILD_DIR's): what reads it at run time reads this one.
	process.env.BUILD_DIR = buildDir
	const { createSite } = await importBuilt<SiteModule>('site')
	const site = await createSite({ buildDir, switchTo })
	app = site.app
	current = site
	ready = Promise.resolve(site)
}

// Once the app is there, requests go to it directly: an answer a promise's turn later could come after
// Node's own (a malformed request after a body Node did not expect: its 400 before our 405).
server.on('request', (req, res) => {
	if (!app) return void (answering ?? ready).then(() => app?.(req, res))
	// The site answering it (in development, until a content file is fixed, only a page of its problems).
	const site = current
	if (site) {
		inFlight.set(site, (inFlight.get(site) ?? 0) + 1)
		res.once('close', () => inFlight.set(site, (inFlight.get(site) ?? 1) - 1))
	}
	app(req, res)
})
server.listen(port, host, () => {
	// The port actually bound: PORT=0 picks a free one (tests start servers that way).
	const address = server.address()
	const bound = typeof address === 'object' && address ? address.port : port
	console.log(
		dev ? `Development server on http://localhost:${bound}` : `Serving ${buildDir} on http://localhost:${bound}`,
	)
})

const site = await ready
// The site serving at the time of the signal is the one closed (a published build may have replaced the first).
const shutDown = site.shutDownOn(server, shutdownSeconds * 1000, () => (current ?? site).close())
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
	// Once: a second signal during the shutdown ends the process at once (the default action).
	process.once(signal, async () => {
		const code = await shutDown()
		;(current ?? site).flushLog()
		process.exit(code)
	})
}
