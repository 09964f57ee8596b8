import { rmSync } from 'node:fs'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { freePort, startServer, type TestServer } from '#tests/support/processes.ts'
import { staffSession } from '#tests/support/workspace.ts'
import { expect, test } from './site.ts'

/**
 * Passkeys (issue 23): a signed-in staffer adds one on the account page, signs
 * out, and signs in with it, through Chromium's virtual authenticator. The
 * server's public address is its own, since a passkey belongs to one host.
 */
let server: TestServer
let dir: string
let databasePath: string

test.beforeAll(async () => {
	dir = mkdtempSync(join(tmpdir(), 'passkeys-'))
	databasePath = join(dir, 'passkeys.sqlite')
	openDatabase(databasePath).close()
	const port = await freePort()
	server = await startServer({
		PORT: String(port),
		DATABASE_PATH: databasePath,
		PUBLIC_BASE_URL: `http://localhost:${port}`,
		BUILD_ON_SAVE: '0',
	})
})

test.afterAll(async () => {
	await server?.stop()
	rmSync(dir, { recursive: true, force: true })
})

test('a staffer adds a passkey, signs out, and signs in with it', async ({ page }) => {
	const base = server.url.replace('127.0.0.1', 'localhost')
	const cdp = await page.context().newCDPSession(page)
	await cdp.send('WebAuthn.enable')
	await cdp.send('WebAuthn.addVirtualAuthenticator', {
		options: {
			protocol: 'ctap2',
			transport: 'internal',
			hasResidentKey: true,
			hasUserVerification: true,
			isUserVerified: true,
		},
	})
	await page.context().addCookies([{ ...staffSession(databasePath, 'editor'), url: base }])
	await page.goto(`${base}/admin/account`)
	await page.getByRole('textbox', { name: 'Name of this device' }).fill('Office laptop')
	await page.getByRole('button', { name: 'Add a passkey' }).click()
	await expect(page.getByRole('cell', { name: 'Office laptop', exact: true })).toBeVisible()

	await page.getByRole('button', { name: /^Sign out/ }).click()
	await expect(page).toHaveURL(/\/admin\/sign-in\?signed-out/)
	await page.getByRole('button', { name: 'Sign in with a passkey' }).click()
	await expect(page).toHaveURL(/\/admin\/publishing$/)
	await expect(page.getByRole('heading', { level: 1, name: 'Publishing' })).toBeVisible()
})
