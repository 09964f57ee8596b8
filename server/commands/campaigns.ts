/**
 * News campaigns, from the command line (it may run while the server does;
 * the server's sender notices changes within CAMPAIGN_POLL_MS):
 *
 *   npm run campaigns -- status                         every campaign: state, counts per recipient state, reason
 *   npm run campaigns -- pause <slug>                   stop sending (what is on its way finishes)
 *   npm run campaigns -- resume <slug>                  go on where it stopped
 *   npm run campaigns -- cancel <slug>                  stop for good; nothing more is sent
 *   npm run campaigns -- test-send <slug> <email> [--lang en|zh-hans|zh-hant]
 *   npm run campaigns -- preview <slug> [--lang …] [--out <file prefix>]
 *
 * The post comes from its campaign if it has one (as it is being sent), else
 * from the news manifest. Settings are read as the server reads them
 * (DATABASE_PATH, SMTP_URL, MAIL_FROM, PUBLIC_BASE_URL, NEWS_MANIFEST_PATH, DKIM_*).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { isLocale, locales, type Locale } from '#app/i18n/locales.ts'
import { campaignConfigFromEnv, type CampaignConfig } from '#app/newsletter/campaigns/config.ts'
import { postFromManifest, previewEmail, sendTestCopy } from '#app/newsletter/campaigns/desk.server.ts'
import type { NewsPostForMail } from '#app/newsletter/campaigns/news-manifest.ts'
import * as store from '#app/newsletter/campaigns/store.ts'
import { openDatabase } from '#app/newsletter/store/database.server.ts'
import { checkEmailAddress } from '#app/newsletter/sign-up/email-address.ts'
import { maskAddress } from '#app/newsletter/delivery/mask.ts'
import { describe } from '#app/newsletter/delivery/outbox.server.ts'

const usage = `Usage: npm run campaigns -- status
       npm run campaigns -- pause|resume|cancel <slug>
       npm run campaigns -- test-send <slug> <email> [--lang en|zh-hans|zh-hant]
       npm run campaigns -- preview <slug> [--lang en|zh-hans|zh-hant] [--out <file prefix>]`

function fail(message: string): never {
	console.error(message)
	process.exit(1)
}

let config: CampaignConfig
try {
	config = campaignConfigFromEnv()
} catch (error) {
	fail((error as Error).message)
}

const [command, ...args] = process.argv.slice(2)
const option = (name: string) => {
	const index = args.indexOf(`--${name}`)
	if (index === -1) return undefined
	const value = args[index + 1]
	if (!value || value.startsWith('--')) fail(`--${name} needs a value.\n${usage}`)
	args.splice(index, 2)
	return value
}
const langOption = () => {
	const lang = option('lang')
	if (lang !== undefined && !isLocale(lang)) fail(`--lang must be one of ${locales.join(', ')}, not "${lang}".`)
	return lang as Locale | undefined
}

function database() {
	if (!existsSync(config.databasePath)) fail(`No subscriber database at ${config.databasePath} (DATABASE_PATH).`)
	return openDatabase(config.databasePath, { busyTimeoutMs: 10_000 })
}

/** The post as its campaign holds it, else as the manifest describes it. */
async function findPost(slug: string): Promise<NewsPostForMail> {
	if (existsSync(config.databasePath)) {
		const db = database()
		const row = store.campaignBySlug(db, slug)
		db.close()
		if (row) return store.postOf(row)
	}
	if (!existsSync(config.manifestPath))
		fail(
			`No campaign for "${slug}", and no news manifest at ${config.manifestPath} (NEWS_MANIFEST_PATH; npm run build writes it).`,
		)
	const post = await postFromManifest(config, slug)
	if (typeof post === 'string') fail(post)
	return post
}

function status() {
	const db = database()
	const rows = store.listCampaigns(db)
	if (rows.length === 0) {
		console.log('No campaigns yet. A post gets one when "send to subscribers" is switched on and its date has come.')
		return db.close()
	}
	const table = [['Post', 'State', 'When', 'Pending', 'Sending', 'Sent', 'Failed', 'Note']]
	for (const row of rows) {
		const counts = store.recipientCounts(db, row.id)
		const when =
			row.state === 'scheduled'
				? `sends after ${row.send_after}`
				: row.finished_at
					? `finished ${row.finished_at}`
					: row.started_at
						? `started ${row.started_at}`
						: `created ${row.created_at}`
		table.push([
			row.post_slug,
			row.state,
			when,
			String(counts.pending),
			String(counts.sending + counts.submitted),
			String(counts.sent),
			String(counts.failed),
			row.reason ?? '',
		])
	}
	db.close()
	const widths = table[0]!.map((_, i) => Math.max(...table.map((cells) => cells[i]!.length)))
	for (const cells of table)
		console.log(
			cells
				.map((cell, i) => cell.padEnd(widths[i]!))
				.join('  ')
				.trimEnd(),
		)
}

function change(event: 'pause' | 'resume' | 'cancel', slug: string) {
	const db = database()
	const result = store.changeCampaign(db, slug, event, {
		reason: event === 'cancel' ? 'cancelled by the operator' : event === 'pause' ? 'paused by the operator' : undefined,
	})
	db.close()
	if (!result.ok) fail(result.problem)
	const what = { pause: 'paused', resume: 'resumed', cancel: 'cancelled' }[event]
	console.log(`The campaign for "${slug}" is ${what} (now ${result.row.state}).`)
}

async function preview(slug: string, lang: Locale | undefined, out: string | undefined) {
	const post = await findPost(slug)
	for (const locale of lang ? [lang] : locales) {
		const { subject, html, text } = await previewEmail(post, locale, config.publicBaseUrl)
		const prefix = resolve(out ? (lang ? out : `${out}-${locale}`) : `campaign-preview-${slug}-${locale}`)
		mkdirSync(dirname(prefix), { recursive: true })
		writeFileSync(`${prefix}.html`, html)
		writeFileSync(`${prefix}.txt`, text)
		console.log(`${locale}: "${subject}" → ${prefix}.html and ${prefix}.txt`)
	}
}

async function testSend(slug: string, address: string, lang: Locale) {
	const checked = checkEmailAddress(address)
	if (!checked.ok) fail(`"${address}" is not an address we can send to (${checked.problem}).`)
	if (!config.smtpUrl) fail('SMTP_URL is not set, so nothing can be sent. Use `preview` to see the e-mail.')
	const post = await findPost(slug)
	try {
		const reply = await sendTestCopy(config, post, checked.address, lang)
		console.log(`Sent a test copy of "${slug}" (${lang}) to ${maskAddress(checked.address)}: ${reply}`)
	} catch (error) {
		fail(`The mail server did not take the test copy: ${describe(error)}`)
	}
}

if (command === 'status' && args.length === 0) status()
else if ((command === 'pause' || command === 'resume' || command === 'cancel') && args.length === 1)
	change(command, args[0]!)
else if (command === 'preview') {
	const lang = langOption()
	const out = option('out')
	if (args.length !== 1) fail(usage)
	await preview(args[0]!, lang, out)
} else if (command === 'test-send') {
	const lang = langOption() ?? 'en'
	if (args.length !== 2) fail(usage)
	await testSend(args[0]!, args[1]!, lang)
} else fail(usage)
