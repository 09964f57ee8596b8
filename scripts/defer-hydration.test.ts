import { describe, expect, it } from 'vitest'
import { deferHydration, hydrates } from './defer-hydration.ts'

const page = `<html><head><link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="stylesheet" href="/a.css"/></head><body><main>Hi</main><script>window.__reactRouterContext = {}</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  window.__reactRouterRouteModules = {"root":route0,"en/":route1};

import("/assets/entry.client-A.js");</script></body></html>`

describe('deferHydration', () => {
	const result = deferHydration(page)

	it('removes modulepreload links and keeps stylesheets', () => {
		expect(result).not.toContain('modulepreload')
		expect(result).toContain('<link rel="stylesheet" href="/a.css"/>')
	})

	it('imports the same modules, under the same names, after the load event', () => {
		const script = /<script type="module">([\s\S]*?)<\/script>/.exec(result)![1]!
		expect(script.indexOf('addEventListener("load"')).toBeLessThan(script.indexOf('import("/assets/manifest-1.js")'))
		expect(script).toContain(
			'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/home-3.js")]);',
		)
		expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"en/":route1};')
		expect(script.trim().endsWith('import("/assets/entry.client-A.js");')).toBe(true)
		expect(script).not.toMatch(/^import /m)
	})

	it('leaves the inline data scripts alone', () => {
		expect(result).toContain('<script>window.__reactRouterContext = {}</script>')
		expect(hydrates(result)).toBe(true)
	})

	it('fails loudly on a shape it does not know', () => {
		expect(() => deferHydration('<html><script>window.__reactRouterContext={}</script></html>', '/x')).toThrow(/\/x/)
	})
})
