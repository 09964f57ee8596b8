import { defineConfig } from 'vitest/config'
import { islands } from './scripts/vite-plugin-islands.ts'
import { traditionalChinese } from './scripts/vite-plugin-traditional.ts'

// Unit and component tests. The React Router plugin is for builds and dev,
// not for tests: components are rendered directly or through createRoutesStub.
export default defineConfig({
	plugins: [traditionalChinese(), islands()],
	resolve: { tsconfigPaths: true },
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
		environment: 'jsdom',
		setupFiles: ['./tests/setup/vitest.setup.ts'],
		restoreMocks: true,
	},
})
