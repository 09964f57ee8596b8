import { defineConfig } from '@playwright/test'

/**
 * Browser tests against the production server and build. They drive the
 * system Chromium (CHROMIUM_PATH, else /usr/bin/chromium): no browser is
 * ever downloaded.
 */
const port = Number(process.env.E2E_PORT ?? 4173)
export const baseURL = `http://127.0.0.1:${port}`

export default defineConfig({
	testDir: 'tests/e2e',
	outputDir: 'test-results',
	fullyParallel: true,
	// Two cores: three workers keep both busy while the server answers.
	workers: Number(process.env.E2E_WORKERS ?? 3),
	forbidOnly: Boolean(process.env.CI),
	retries: 0,
	reporter: [['list']],
	timeout: 60_000,
	use: {
		baseURL,
		browserName: 'chromium',
		launchOptions: {
			executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
				'--disable-quic',
			],
		},
	},
	webServer: {
		command: 'node server/start.ts',
		url: `${baseURL}/`,
		env: { PORT: String(port), HOST: '127.0.0.1' },
		reuseExistingServer: false,
		timeout: 120_000,
		stdout: 'ignore',
		stderr: 'pipe',
	},
})
