import { campaignConfigFromEnv } from '#app/newsletter/campaigns/config.ts'
import { postFromManifest } from '#app/newsletter/campaigns/desk.server.ts'
import type { NewsPostForMail } from '#app/newsletter/campaigns/news-manifest.ts'
import type { WorkspaceRuntime } from '#app/workspace/runtime.server.ts'

/** A post for the desk's preview and test send: as its campaign holds it, else from the news manifest; null if neither has it. */
export async function deskPost(runtime: WorkspaceRuntime, slug: string): Promise<NewsPostForMail | null> {
	if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return null
	const held = await runtime.attempt('Reading a campaign', () => runtime.database.campaignPost({ slug }))
	if (held) return held
	const post = await postFromManifest(campaignConfigFromEnv(), slug)
	return typeof post === 'string' ? null : post
}
