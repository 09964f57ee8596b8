import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { traditionalChinese } from './scripts/vite-plugin-traditional.ts'

export default defineConfig({
	plugins: [traditionalChinese(), reactRouter()],
	resolve: { tsconfigPaths: true },
})
