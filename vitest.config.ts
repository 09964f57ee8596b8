import { configDefaults, defineConfig } from 'vitest/config'
import { islands } from './scripts/vite-plugins/islands.ts'
import { serverPlugins } from './scripts/vite-plugins/server-plugins.ts'

/** Tests that need a DOM: component tests, enhance.js (which listens on `document`) and the search page's script. */
const domTests = ['app/**/*.test.tsx', 'app/enhancements/**/*.test.ts', 'app/search/search-ui.test.ts']

// Unit and component tests, in two projects: `node` for everything that needs
// no DOM, `jsdom` for the rest (creating a jsdom environment costs each file
// a good part of a second). The React Router plugin is for builds and dev,
// not for tests: components are rendered directly or through createRoutesStub.
export default defineConfig({
	plugins: [...serverPlugins(), islands()],
	test: {
		restoreMocks: true,
		// The worker threads, built once for the whole run (tests/setup/build-workers.ts).
		globalSetup: ['./tests/setup/build-workers.ts'],
		// Limits for a hung test or hook, not for a slow one: on two cores at load 10 a test that takes half a
		// second at rest (a file's first render or import) took 7–13 s. A test waits for what it needs, never for a time.
		testTimeout: 30_000,
		hookTimeout: 60_000,
		projects: [
			{
				extends: true,
				test: {
					name: 'node',
					environment: 'node',
					include: ['app/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
					exclude: [...configDefaults.exclude, ...domTests],
				},
			},
			{
				extends: true,
				test: {
					name: 'jsdom',
					environment: 'jsdom',
					include: domTests,
					setupFiles: ['./tests/setup/vitest.setup.ts'],
				},
			},
		],
	},
})
