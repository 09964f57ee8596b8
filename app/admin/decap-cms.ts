import type { ComponentType } from 'react'
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
import { IllustrationPicker } from './widgets/illustration-picker.tsx'
import { LocalDateTimeControl } from './widgets/local-date-time.tsx'
import { withEntryRules } from './widgets/with-entry-rules.ts'
import { refuseEntryWithProblems } from './widgets/refuse-on-save.ts'

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
type WidgetParam = Omit<CmsWidgetParam, 'controlComponent'> & { controlComponent: ComponentType<object> }
const decapWidgets = [
	StringWidget,
	TextWidget,
	MarkdownWidget,
	BooleanWidget,
	// No field uses Decap's date widget (it shows UTC); kept registered, as decap-cms-app's set is (decap-packages.test.ts).
	DatetimeWidget,
	SelectWidget,
	ListWidget,
	ObjectWidget,
	ImageWidget,
	NumberWidget,
].map((widget) => widget.Widget() as unknown as WidgetParam)
// The editor's own: dates on the place's clock, drawings as pictures (app/admin/widgets).
const ownWidgets = [
	{ name: 'local-date', controlComponent: LocalDateTimeControl },
	{ name: 'local-date-time', controlComponent: LocalDateTimeControl },
	{ name: 'illustration', controlComponent: IllustrationPicker },
] as unknown as WidgetParam[]
// Every field also shows what the build would refuse in it, and the CMS will not save while anything is refused.
registerWidgets(
	[...decapWidgets, ...ownWidgets].map(
		(widget) => ({ ...widget, controlComponent: withEntryRules(widget.controlComponent) }) as unknown as CmsWidgetParam,
	),
)
// The last guard: the Chinese pane may be closed (the preview in its place), so its fields never checked.
CMS.registerEventListener({ name: 'preSave', handler: refuseEntryWithProblems })
CMS.registerLocale('en', en)
CMS.registerLocale('zh_Hans', zh_Hans)
CMS.registerLocale('zh_Hant', zh_Hant)

/** Starts the CMS with its whole configuration (app/admin/main.tsx reads it, in the editor's language). */
export function initCms(config: CmsConfig) {
	CMS.init({ config: { ...config, load_config_file: false } as CmsConfig })
}

export { CMS }
