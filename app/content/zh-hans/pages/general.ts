import type { generalPages as en } from '../../en/pages/general.ts'

export const generalPages: typeof en = {}
