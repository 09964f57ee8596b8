/**
 * Starts a hydrating page's JavaScript after the page has loaded, so the
 * first paint and the hero image never share the network with ~120 KB of
 * framework code (docs/decisions/016).
 *
 * React Router's <Scripts> writes modulepreload links, which React hoists into
 * <head>, and a module script whose static imports are fetched at once:
 *
 *   <script type="module" async="">import "/assets/manifest-….js";
 *   import * as route0 from "/assets/root-….js"; …
 *   window.__reactRouterRouteModules = {…}; import("/assets/entry.client-….js");</script>
 *
 * This rewrites the prerendered HTML: the modulepreload links go, and the
 * module script waits for the load event, then imports the same modules
 * dynamically and runs the rest unchanged. The inline data scripts are left
 * as they are. If React Router ever writes something else, the build fails
 * here rather than shipping a page that never hydrates.
 */
const bootstrapPattern = /<script type="module" async="">([\s\S]*?)<\/script>/
const staticImport = /import (?:\* as (\w+) from )?"([^"]+)";\s*/g

export function deferHydration(html: string, page = 'page'): string {
	const bootstrap = bootstrapPattern.exec(html)
	if (!bootstrap) throw new Error(`deferHydration: no React Router bootstrap script found in ${page}`)
	const body = bootstrap[1]!
	const imports = [...body.matchAll(staticImport)].map(([, name, url]) => ({ name: name ?? '', url: url! }))
	if (imports.length === 0 || !body.includes('import("')) {
		throw new Error(`deferHydration: the bootstrap script of ${page} has an unexpected shape`)
	}
	const rest = body.replace(staticImport, '').trim()
	const deferred = [
		`await new Promise((loaded) => document.readyState === "complete" ? loaded() : addEventListener("load", loaded, { once: true }));`,
		`const [${imports.map((i) => i.name).join(', ')}] = await Promise.all([${imports.map((i) => `import("${i.url}")`).join(', ')}]);`,
		rest,
	].join('\n')
	return html
		.replace(/<link rel="modulepreload" href="[^"]*"\/>/g, '')
		.replace(bootstrap[0], `<script type="module">${deferred}</script>`)
}

/** Whether a prerendered page hydrates (React Router's context script is in it). */
export function hydrates(html: string): boolean {
	return html.includes('window.__reactRouterContext')
}
