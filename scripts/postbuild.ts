/**
 * Runs after `react-router build` has prerendered every page (the buildEnd
 * hook in react-router.config.ts). It adds what a static host needs:
 *  - 404.html (and one per Chinese prefix), rendered by the app itself;
 *  - redirects for the letter-case variants the original site linked to,
 *    as a `_redirects` file and as meta-refresh pages for hosts without one;
 * and warns while site settings still hold example values.
 */
import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { exampleSettings } from '../app/config/site.ts'
import { caseVariantLinks } from '../app/data/case-variant-links.ts'
import { locales, localizePath } from '../app/i18n/locales.ts'

export async function postbuild(buildDirectory: string) {
	const buildDir = resolve(buildDirectory)
	const clientDir = join(buildDir, 'client')
	await writeNotFoundPages(buildDir, clientDir)
	await writeCaseRedirects(clientDir)
	warnAboutExamples()
}

async function writeNotFoundPages(buildDir: string, clientDir: string) {
	const build = (await import(
		/* @vite-ignore */ pathToFileURL(join(buildDir, 'server', 'index.js')).href
	)) as ServerBuild
	const handle = createRequestHandler(build, 'production')
	for (const locale of locales) {
		const probe = localizePath('/__not-found__', locale)
		const response = await handle(new Request(`http://localhost${probe}`))
		if (response.status !== 404) throw new Error(`Expected the not-found page for ${probe}, got ${response.status}`)
		const file = locale === 'en' ? '404.html' : `${localizePath('/', locale).slice(1)}/404.html`
		await writeFile(join(clientDir, file), await response.text())
	}
}

async function writeCaseRedirects(clientDir: string) {
	const rules: string[] = []
	// On a case-insensitive file system the stub would overwrite the real page.
	const caseSensitive = !existsSync(join(clientDir, 'ASSETS'))
	for (const locale of locales) {
		for (const { from, to } of caseVariantLinks) {
			const source = localizePath(from, locale)
			const target = localizePath(to, locale)
			rules.push(`${source} ${target} 301`)
			if (!caseSensitive) continue
			await mkdir(join(clientDir, source), { recursive: true })
			await writeFile(join(clientDir, source, 'index.html'), redirectPage(target))
		}
	}
	await writeFile(join(clientDir, '_redirects'), `${rules.join('\n')}\n`)
}

function redirectPage(target: string): string {
	return `<!doctype html><html><head><meta charset="utf-8"><title>${target}</title><meta name="robots" content="noindex"><link rel="canonical" href="${target}"><meta http-equiv="refresh" content="0;url=${target}"></head><body><a href="${target}">${target}</a></body></html>\n`
}

function warnAboutExamples() {
	const examples = exampleSettings()
	if (examples.length === 0) return
	console.warn(
		`\n⚠️  Example values are still in use (app/config/site.ts): ${examples.join(', ')}.\n` +
			'   Replace them with the foundation’s real details before the site goes live.\n',
	)
}
