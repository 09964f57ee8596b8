import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'
import { traditionalChinese } from './scripts/vite-plugin-traditional.ts'

export default defineConfig({
	plugins: [traditionalChinese(), reactRouter()],
	resolve: { tsconfigPaths: true },
	// SUBSCRIBE_URL / SUBSCRIBE_EMAIL_FIELD: build-time settings of the newsletter form (app/newsletter/subscribe-target.ts).
	envPrefix: ['VITE_', 'SUBSCRIBE_'],
})
