import type { Staff } from './staff-context.ts'

/**
 * What the workspace asks of publishing (implemented by the server:
 * server/publishing/). Saves become commits in the repository the server
 * runs from; each commit is built and switched live by the server, or, when
 * this server does not build, by whatever builds the remote it is pushed to.
 */
export type PublishingState = {
	/** Whether this server builds the site itself (BUILD_ON_SAVE, and the build toolchain installed). */
	builds: boolean
	building: { since: string } | null
	/** A change arrived during the build: another build follows. */
	queued: boolean
	/** The build the public site shows, when this server made it. */
	live: { commit: string; builtAt: string } | null
	/** The newest build failed: the public site still shows `live`. */
	failure: { at: string; error: string } | null
	/** PUBLISH_REMOTE: whether one is set, and the last push's error (null: it worked). */
	remote: { name: string; error: string | null } | null
}

export type PublishedChange = {
	commit: string
	at: string
	authorName: string
	authorEmail: string
	message: string
	/** Repository paths the change touched (content/…, public/media/…). */
	files: string[]
}

export type Publishing = {
	state(): Promise<PublishingState>
	/** The newest changes to the content, newest first. */
	history(limit: number): Promise<PublishedChange[]>
	/** A revert commit by `staff`, then a build. */
	undo(commit: string, staff: Staff): Promise<'undone' | 'conflict' | 'unknown'>
	/** Builds the current content again (after a failure that was not the content's fault). */
	rebuild(): void
}
