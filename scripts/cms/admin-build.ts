import { writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { build } from 'vite'
import { site } from '../../app/config/site.ts'
import { contentDirectory } from '../vite-plugin-content.ts'
import { cmsContentPath, cmsSettingsFromEnv, decapConfigYaml, unsetRepo, type CmsSettings } from './decap-config.ts'

/** The CMS's settings for this build or development server, from the environment (docs/decisions/032). */
export function cmsSettings({ development }: { development: boolean }): CmsSettings {
	const contentDir = contentDirectory()
	// The CMS writes paths relative to the folder that holds the content folder: the repository, or a copy's parent.
	return cmsSettingsFromEnv(process.env, {
		siteUrl: site.baseUrl.value,
		development,
		contentPath: cmsContentPath(dirname(contentDir), contentDir),
	})
}

/**
 * Builds /admin into the client output: Decap CMS and its previews
 * (vite.admin.config.ts) and config.yml, generated from the content schemas.
 * Returns warnings for the build's summary.
 */
export async function buildAdmin(clientDir: string): Promise<string[]> {
	const outDir = join(clientDir, 'admin')
	await build({ configFile: 'vite.admin.config.ts', logLevel: 'warn', build: { outDir, emptyOutDir: true } })
	const settings = cmsSettings({ development: false })
	await writeFile(join(outDir, 'config.yml'), decapConfigYaml(settings))
	return settings.repo === unsetRepo
		? [
				'CMS_REPO is not set: /admin cannot sign in and publish until the site is built with it (docs/editing-the-site.md, “For the developer”).',
			]
		: []
}
