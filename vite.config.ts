import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { traditionalChinese } from './scripts/vite-plugin-traditional.ts'

export default defineConfig({
	plugins: [traditionalChinese(), reactRouter()],
	resolve: { tsconfigPaths: true },
	// Every asset is a file, never a data: URI: cacheable across pages, and the
	// Content-Security-Policy can keep img-src to 'self'.
	build: { assetsInlineLimit: 0 },
})
