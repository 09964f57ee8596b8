import { join, resolve } from 'node:path'
import { mkdirSync, rmSync } from 'node:fs'
import { copyContent, writeSamplePosts, writeSampleEvents } from './scripts/content/sample-records.ts'
const dir = resolve('build-scale-probe'); rmSync(dir, { recursive: true, force: true }); mkdirSync(dir)
copyContent('content', join(dir, 'content'))
writeSamplePosts(join(dir, 'content'), Number(process.argv[2]), new Date())
writeSampleEvents(join(dir, 'content'), Number(process.argv[3]), new Date())
