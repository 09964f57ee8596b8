/** The URL of the islands' browser script (scripts/vite-plugins/islands.ts). */
declare module 'virtual:islands/client-url' {
	const url: string
	export default url
}
