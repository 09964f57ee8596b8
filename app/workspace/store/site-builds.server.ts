import type { DatabaseSync } from 'node:sqlite'
import { prepared } from '#app/newsletter/store/database.server.ts'

/** The publishing builds (server/publishing/), newest first in the workspace. */
export type SiteBuild = {
	id: number
	state: 'building' | 'live' | 'failed'
	sourceCommit: string
	startedAt: string
	finishedAt: string | null
	seconds: number | null
	error: string | null
}

const columns = `id, state, source_commit AS sourceCommit, started_at AS startedAt, finished_at AS finishedAt,
	seconds, error`

export function buildStarted(db: DatabaseSync, { sourceCommit, now }: { sourceCommit: string; now: Date }): number {
	// A build the server was running when it stopped never finished: say so.
	prepared(db, "UPDATE site_builds SET state = 'failed', error = 'interrupted' WHERE state = 'building'").run()
	const row = prepared(
		db,
		"INSERT INTO site_builds (state, source_commit, started_at) VALUES ('building', ?, ?) RETURNING id",
	).get(sourceCommit, now.toISOString()) as { id: number }
	return row.id
}

export function buildFinished(
	db: DatabaseSync,
	{
		id,
		state,
		now,
		seconds,
		error,
	}: { id: number; state: 'live' | 'failed'; now: Date; seconds: number; error?: string },
): void {
	prepared(db, 'UPDATE site_builds SET state = ?, finished_at = ?, seconds = ?, error = ? WHERE id = ?').run(
		state,
		now.toISOString(),
		seconds,
		error ?? null,
		id,
	)
}

export function recentBuilds(db: DatabaseSync, { limit }: { limit: number }): SiteBuild[] {
	return prepared(db, `SELECT ${columns} FROM site_builds ORDER BY id DESC LIMIT ?`)
		.all(limit)
		.map((row) => ({ ...(row as unknown as SiteBuild) }))
}
