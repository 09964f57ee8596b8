// The site's base styles, for the preview pane only: imported as text so they never restyle the CMS itself.
import siteStyles from '#app/styles/global.css?inline'
import { adminLang, adminLocale, adminTitle } from './admin-locale.ts'
import { CMS, initCms } from './decap-cms.ts'
import { registerPreviews } from './previews.tsx'
import { rememberSignedInStaffer } from './workspace-backend.ts'

/**
 * /admin: Decap CMS (./decap-cms.ts), built with Vite into the site's own files (no CDN), with
 * React 19 shared with the previews, which draw pages with the site's own
 * components. Its configuration, /admin/config.yml, is generated from the
 * content schemas (scripts/cms/decap-config.ts).
 */
const locale = adminLocale(navigator.languages)
document.documentElement.lang = adminLang[locale]
document.title = adminTitle[locale]

// Generated from the content schemas at build (and by the development server). Set here, not in
// index.html, where Vite would take it for a file of the bundle.
const configLink = Object.assign(document.createElement('link'), { rel: 'cms-config-url', href: '/admin/config.yml' })
configLink.type = 'text/yaml'
document.head.append(configLink)

CMS.registerPreviewStyle(siteStyles, { raw: true })
// The components' own styles (CSS modules): a stylesheet in the build, <style> elements in development.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
	CMS.registerPreviewStyle(link.href)
for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-vite-dev-id]'))
	CMS.registerPreviewStyle(style.textContent ?? '', { raw: true })
registerPreviews(CMS)

await rememberSignedInStaffer()
initCms({ locale })
