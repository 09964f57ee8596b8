import { Router, type Request, type Response } from 'express'
import type { WebhookConfig } from '#app/newsletter/config.server.ts'
import { NewsletterUnavailable, type NewsletterRuntime } from '#app/newsletter/runtime.server.ts'
import type { MailEvent } from '#app/newsletter/store/mail-events.server.ts'
import { readBody } from '#server/http/react-router-handler.ts'
import type { LogThrottle } from '#server/log-throttle.ts'
import { basicAuthMatches, postmarkEvents } from './postmark.ts'
import { sesEvents } from './ses.ts'
import { httpsCertificateFetcher, parseSnsMessage, verifySnsMessage, type CertificateFetcher } from './sns.ts'

/**
 * A notification body may be this large (SES notifications without the
 * original headers, and Postmark's records, are a few KB); a larger one is
 * refused unread as other POSTs are (413, connection closed).
 */
export const maxWebhookBodyBytes = 64 * 1024

/** An SNS notification older than this is refused: anything newer is still in `mail_events` if seen before. */
const maxNotificationAgeMs = 7 * 24 * 3_600_000

export type MailWebhookOptions = {
	config: WebhookConfig
	runtime: NewsletterRuntime
	log: LogThrottle
	/** Where SNS signing certificates come from; tests inject their own. */
	fetchCertificate?: CertificateFetcher
	now?: () => Date
}

/**
 * `POST /webhooks/mail/ses` (Amazon SES through SNS) and
 * `POST /webhooks/mail/postmark`: bounces and complaints suppress the
 * address (docs/decisions/043). Each answers 404 until configured, 401 (and
 * changes nothing) on a bad signature or credentials, 400 on a body that is
 * not the provider's JSON, 413 on a body past `maxWebhookBodyBytes`, 503 when
 * the database cannot take it (the provider retries), 200 otherwise.
 * Mounted before the request guard, which allows POST only to pages with an
 * action.
 */
export function mailWebhooks({
	config,
	runtime,
	log,
	fetchCertificate = httpsCertificateFetcher(),
	now = () => new Date(),
}: MailWebhookOptions): Router {
	const router = Router()

	router.post('/webhooks/mail/ses', async (req, res) => {
		if (config.sesTopicArns.length === 0) return answer(res, 404, 'Not Found')
		const body = await json(req, res)
		if (body === undefined) return
		const message = parseSnsMessage(body)
		if (!message) return answer(res, 400, 'Not an SNS message')
		if (!config.sesTopicArns.includes(message.TopicArn)) return refuse(res, 'ses', 'a topic not configured')
		const verdict = await verifySnsMessage(message, fetchCertificate, now())
		if (!verdict.ok) return refuse(res, 'ses', verdict.reason)
		const sent = Date.parse(message.Timestamp)
		if (!(now().getTime() - sent < maxNotificationAgeMs)) return refuse(res, 'ses', 'a notification too old')

		if (message.Type === 'SubscriptionConfirmation' || message.Type === 'UnsubscribeConfirmation') {
			// Never fetched by the server: the operator confirms (README, "Bounces and complaints").
			log.line(
				`[webhooks] SNS ${message.Type}`,
				`[webhooks] SNS ${message.Type} for ${message.TopicArn}: to confirm, open ${message.SubscribeURL ?? '(no URL)'}`,
			)
			return answer(res, 200, 'OK')
		}
		if (message.Type !== 'Notification') return answer(res, 400, 'Unknown SNS message type')
		await record(res, sesEvents(message.MessageId, message.Message))
	})

	router.post('/webhooks/mail/postmark', async (req, res) => {
		const credentials = config.postmark
		if (!credentials) return answer(res, 404, 'Not Found')
		if (!basicAuthMatches(req.headers.authorization, credentials)) {
			res.setHeader('WWW-Authenticate', 'Basic realm="webhooks", charset="UTF-8"')
			res.setHeader('Connection', 'close')
			return refuse(res, 'postmark', 'wrong credentials')
		}
		const body = await json(req, res)
		if (body === undefined) return
		const events = postmarkEvents(body)
		if (!events) return answer(res, 400, 'Not a Postmark record')
		await record(res, events)
	})

	function refuse(res: Response, provider: string, reason: string) {
		log.line(`[webhooks] 401 ${provider}`, `[webhooks] 401 ${provider}: ${reason}`)
		answer(res, 401, 'Unauthorized')
	}

	async function record(res: Response, events: MailEvent[]) {
		try {
			await runtime.recordMailEvents(events)
			answer(res, 200, 'OK')
		} catch (error) {
			if (!(error instanceof NewsletterUnavailable)) throw error
			res.setHeader('Retry-After', '60')
			answer(res, 503, 'Service Unavailable')
		}
	}

	return router
}

/** The body as JSON; undefined once an answer (413, 400) has been sent. */
async function json(req: Request, res: Response): Promise<unknown> {
	const body = await readBody(req, maxWebhookBodyBytes)
	if (body === null) {
		res.setHeader('Connection', 'close')
		answer(res, 413, 'Payload Too Large')
		return undefined
	}
	try {
		return JSON.parse(body.toString('utf8')) as unknown
	} catch {
		answer(res, 400, 'Bad JSON')
		return undefined
	}
}

function answer(res: Response, status: number, text: string) {
	res.status(status).type('text/plain').setHeader('Cache-Control', 'no-store')
	res.end(`${text}\n`)
}
