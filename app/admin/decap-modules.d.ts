// Decap's backends, widgets and interface languages ship without type declarations.
declare module 'decap-cms-backend-github' {
	export const GitHubBackend: import('decap-cms-core').CmsBackendClass
}
declare module 'decap-cms-backend-gitlab' {
	export const GitLabBackend: import('decap-cms-core').CmsBackendClass
}
declare module 'decap-cms-backend-proxy' {
	export const ProxyBackend: import('decap-cms-core').CmsBackendClass
}
declare module 'decap-cms-widget-*' {
	const widget: { Widget(): import('decap-cms-core').CmsWidgetParam }
	export default widget
}
declare module 'decap-cms-locales/dist/esm/*' {
	const phrases: import('decap-cms-core').CmsLocalePhrases
	export default phrases
}
declare module 'decap-cms-core/dist/esm/redux/index.js' {
	/** Decap's Redux store (the one its own modules use): the editor's check reads the draft being edited. */
	export const store: { getState(): unknown }
}
