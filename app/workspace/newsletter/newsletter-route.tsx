import { data } from 'react-router'
import { campaignConfigFromEnv } from '#app/newsletter/campaigns/config.ts'
import { sendTestCopy } from '#app/newsletter/campaigns/desk.server.ts'
import { checkEmailAddress } from '#app/newsletter/sign-up/email-address.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import { formText, staffPage } from '#app/workspace/layout/workspace-page.server.ts'
import { ActionMessage } from '#app/workspace/layout/action-message.tsx'
import ui from '#app/workspace/layout/workspace-ui.module.css'
import type { Route } from './+types/newsletter-route'
import { deskPost } from './desk-post.server.ts'
import { SubscriberFigures } from './subscriber-figures.tsx'
import { CampaignList } from './campaign-list.tsx'
import { EraseAddress } from './erase-address.tsx'

export async function loader(args: Route.LoaderArgs) {
	const { locale, words, runtime } = staffPage(args, 'newsletter')
	const { database, attempt } = runtime
	const [counts, growth, campaigns] = await Promise.all([
		attempt('Counting subscribers', () => database.subscriberCounts({})),
		attempt('Counting new subscribers', () => database.weeklyGrowth({ weeks: 12 })),
		attempt('Listing campaigns', () => database.campaignSummaries({})),
	])
	return { locale, words: words.newsletter, common: words.common, counts, growth, campaigns }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.words.title }]

/** Pause, resume, cancel, a test copy to the staffer, or an erasure: each in the audit log. */
const answer = (ok: boolean, message: string, status = ok ? 200 : 400) => data({ ok, message }, { status })

export async function action(args: Route.ActionArgs) {
	const { staff, runtime, words, locale } = staffPage(args, 'newsletter')
	const form = await args.request.formData()
	const intent = formText(form, 'intent')
	const slug = formText(form, 'slug')
	if (intent === 'pause' || intent === 'resume' || intent === 'cancel') {
		const result = await runtime.attempt('Changing a campaign', () =>
			runtime.database.changeCampaign({ slug, event: intent, reason: `${intent} by ${staff.name} in the workspace` }),
		)
		await runtime.audit(staff, `campaign.${intent}${result.ok ? '' : '.refused'}`, slug)
		return result.ok ? answer(true, words.common.done) : answer(false, words.common.refused, 409)
	}
	if (intent === 'test-send') {
		const post = await deskPost(runtime, slug)
		if (!post) return answer(false, words.common.refused, 404)
		try {
			await sendTestCopy(campaignConfigFromEnv(), post, staff.email, locale)
		} catch {
			return answer(false, words.common.refused, 502)
		}
		await runtime.audit(staff, 'campaign.test-send', slug)
		return answer(true, fillText(words.newsletter.testSent, { address: staff.email }))
	}
	if (intent === 'erase') {
		const checked = checkEmailAddress(formText(form, 'address'))
		if (!checked.ok) return answer(false, words.newsletter.notFound)
		const erased = await runtime.attempt('Erasing an address', () =>
			runtime.database.eraseAddress({ address: checked.address, now: new Date() }),
		)
		// The audit line names no address: the erasure is the point.
		await runtime.audit(staff, erased ? 'subscriber.erase' : 'subscriber.erase.not-found')
		return erased ? answer(true, words.newsletter.erased) : answer(false, words.newsletter.notFound, 404)
	}
	return answer(false, words.common.refused)
}

export default function NewsletterRoute({ loaderData, actionData }: Route.ComponentProps) {
	const { words, counts, growth, campaigns, locale } = loaderData
	return (
		<>
			<h1 className={ui.title}>{words.title}</h1>
			<ActionMessage answer={actionData} />
			<SubscriberFigures words={words} counts={counts} growth={growth} locale={locale} />
			<CampaignList words={words} campaigns={campaigns} locale={locale} />
			<EraseAddress words={words} />
		</>
	)
}
