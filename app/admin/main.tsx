import { createRoot } from 'react-dom/client'
import { parse } from 'yaml'
import type { CmsConfig } from 'decap-cms-core'
// The site's base styles, for the preview pane only: imported as text so they never restyle the CMS itself.
import siteStyles from '#app/styles/global.css?inline'
import { adminLang, adminTitle } from './admin-locale.ts'
import { CMS, initCms } from './decap-cms.ts'
import {
	chosenLanguage,
	configUrl,
	readChoice,
	saveChoice,
	setEditorWords,
	toAdmin,
	type EditorBrowserWords,
} from './editor-language.ts'
import { LanguageSwitch } from './language-switch.tsx'
import { registerPreviews } from './previews.tsx'
import { rememberSignedInStaffer } from './workspace-backend.ts'

/**
 * /admin: Decap CMS (./decap-cms.ts), built with Vite into the site's own files (no CDN), with
 * React 19 shared with the previews, which draw pages with the site's own
 * components. Its configuration is generated from the content schemas in
 * each of the editor's languages (scripts/cms/decap-config.ts): the one the
 * staffer chose with the switch, else the browser's.
 */
const language = chosenLanguage(navigator.languages, readChoice())
const locale = toAdmin[language]
document.documentElement.lang = adminLang[locale]
document.title = adminTitle[locale]

CMS.registerPreviewStyle(siteStyles, { raw: true })
// The components' own styles (CSS modules): a stylesheet in the build, <style> elements in development.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
	CMS.registerPreviewStyle(link.href)
for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-vite-dev-id]'))
	CMS.registerPreviewStyle(style.textContent ?? '', { raw: true })
registerPreviews(CMS)

const response = await fetch(configUrl(language), { cache: 'no-cache' })
const { editor, ...config } = parse(await response.text()) as CmsConfig & { editor: EditorBrowserWords }
setEditorWords(editor)

const switchRoot = document.body.appendChild(document.createElement('div'))
createRoot(switchRoot).render(
	<LanguageSwitch
		label={editor.language}
		current={language}
		onChoose={(chosen) => {
			saveChoice(chosen)
			location.reload()
		}}
	/>,
)

await rememberSignedInStaffer()
initCms({ ...config, locale } as CmsConfig)
