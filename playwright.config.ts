import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './scripts/tools/chromium.ts'

/**
 * Browser tests against the production server and build. They drive the
 * system Chromium (CHROMIUM_PATH, else /usr/bin/chromium): no browser is
 * ever downloaded.
 */
const port = Number(process.env.E2E_PORT ?? 4173)
export const baseURL = `http://127.0.0.1:${port}`
/** The test server's newsletter database (tests read the outbox to follow e-mail links). */
export const e2eDatabasePath = join(tmpdir(), `offer-love-e2e-${port}`, 'newsletter.sqlite')

export default defineConfig({
	testDir: 'tests/e2e',
	outputDir: 'test-results',
	fullyParallel: true,
	// Two cores: three workers keep both busy while the server answers.
	workers: Number(process.env.E2E_WORKERS ?? 3),
	forbidOnly: Boolean(process.env.CI),
	// One retry on CI, where a slow moment of the shared 2-core machine should not sink a run;
	// the list reporter still names any test that needed it as flaky.
	retries: process.env.CI ? 1 : 0,
	reporter: [['list']],
	timeout: 60_000,
	use: {
		baseURL,
		browserName: 'chromium',
		launchOptions: {
			executablePath: chromiumPath,
			args: chromiumArgs,
		},
	},
	webServer: {
		command: 'node server/start.ts',
		url: `${baseURL}/`,
		env: {
			PORT: String(port),
			HOST: '127.0.0.1',
			// The newsletter's tests sign up through this server: a database of its own, links to itself,
			// and a rate limit they cannot reach (tests/e2e/newsletter-server.spec.ts tests the real one).
			DATABASE_PATH: e2eDatabasePath,
			PUBLIC_BASE_URL: baseURL,
			NEWSLETTER_RATE_LIMIT: '1000',
			SMTP_URL: '',
		},
		reuseExistingServer: false,
		timeout: 120_000,
		stdout: 'ignore',
		stderr: 'pipe',
	},
})
