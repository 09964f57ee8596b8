import { existsSync, statSync } from 'node:fs'
import type { Server } from 'node:http'
import { join } from 'node:path'
import compression from 'compression'
import express from 'express'

/**
 * Serves a client-only build as a static host would, compressed like our own
 * server: its files, and index.html for every other path (the SPA fallback).
 */
export function serveSpa(dir: string, port: number): Promise<Server> {
	const app = express()
	app.use(compression())
	app.use(express.static(dir, { index: 'index.html' }))
	app.use((_request, response) => {
		const index = join(dir, 'index.html')
		if (!existsSync(index) || !statSync(index).isFile()) return response.status(404).end()
		response.sendFile(index)
	})
	return new Promise((listening) => {
		const server = app.listen(port, '127.0.0.1', () => listening(server))
	})
}
