import type { PluginOption } from 'vite'
import { siteContent } from './content.ts'
import { serverBuild } from './server-build.ts'
import { traditionalChinese } from './traditional.ts'

/** The plugins server code needs wherever it runs through Vite: the build, Vitest, and development workers. */
export const serverPlugins = (): PluginOption[] => [traditionalChinese(), siteContent(), serverBuild()]
