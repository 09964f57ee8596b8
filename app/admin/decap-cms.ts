import { DecapCmsCore as CMS, type CmsConfig, type CmsWidgetParam } from 'decap-cms-core'
import { GitHubBackend } from 'decap-cms-backend-github'
import { GitLabBackend } from 'decap-cms-backend-gitlab'
import { WorkspaceProxyBackend } from './workspace-backend.ts'
import BooleanWidget from 'decap-cms-widget-boolean'
import DatetimeWidget from 'decap-cms-widget-datetime'
import ImageWidget from 'decap-cms-widget-image'
import ListWidget from 'decap-cms-widget-list'
import MarkdownWidget from 'decap-cms-widget-markdown'
import NumberWidget from 'decap-cms-widget-number'
import ObjectWidget from 'decap-cms-widget-object'
import SelectWidget from 'decap-cms-widget-select'
import StringWidget from 'decap-cms-widget-string'
import TextWidget from 'decap-cms-widget-text'
import en from 'decap-cms-locales/dist/esm/en/index.js'
import zh_Hans from 'decap-cms-locales/dist/esm/zh_Hans/index.js'
import zh_Hant from 'decap-cms-locales/dist/esm/zh_Hant/index.js'

/**
 * Decap CMS 3.16.3 (decap-cms-app's exact set of packages, pinned in
 * package.json and checked by decap-packages.test.ts), with only the parts
 * this site uses: the GitHub and GitLab backends and the local one
 * (decap-server, which Decap reaches through its proxy backend), the widgets
 * the content schemas map to (scripts/cms/decap-config.ts), and the English
 * and Chinese interface. decap-cms-app registers every backend, widget and
 * language there is, which almost doubles the download (docs/decisions/031).
 */
CMS.registerBackend('github', GitHubBackend)
CMS.registerBackend('gitlab', GitLabBackend)
// The site's own server, behind the workspace's sign-in (issue 23).
CMS.registerBackend('proxy', WorkspaceProxyBackend)
// registerWidget takes a list too (decap-cms-app does the same); its type declaration says one.
const registerWidgets = CMS.registerWidget as unknown as (widgets: CmsWidgetParam[]) => void
registerWidgets(
	[
		StringWidget,
		TextWidget,
		MarkdownWidget,
		BooleanWidget,
		DatetimeWidget,
		SelectWidget,
		ListWidget,
		ObjectWidget,
		ImageWidget,
		NumberWidget,
	].map((widget) => widget.Widget()),
)
CMS.registerLocale('en', en)
CMS.registerLocale('zh_Hans', zh_Hans)
CMS.registerLocale('zh_Hant', zh_Hant)

/** Starts the CMS: the settings given here are merged over /admin/config.yml (Decap's own rule). */
export function initCms(settings: Partial<CmsConfig>) {
	CMS.init({ config: settings as CmsConfig })
}

export { CMS }
