// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { newsletterConfigFromEnv } from './config.server.ts'

describe('the suppression and bounce settings', () => {
	it('are off or at their defaults when unset', () => {
		expect(newsletterConfigFromEnv({})).toMatchObject({
			bounceAddress: null,
			softBounceLimit: 3,
			webhooks: { sesTopicArns: [], postmark: null },
		})
	})

	it('are read from the environment', () => {
		const config = newsletterConfigFromEnv({
			BOUNCE_ADDRESS: ' bounces@mail.example.org ',
			SOFT_BOUNCE_LIMIT: '5',
			SES_SNS_TOPIC_ARNS: 'arn:aws:sns:us-west-2:123456789012:a, arn:aws:sns:eu-west-1:123456789012:b',
			POSTMARK_WEBHOOK_USER: 'postmark',
			POSTMARK_WEBHOOK_PASSWORD: 'a-long-webhook-password',
			SUPPRESSION_SECRET: 'x'.repeat(32),
		})
		expect(config).toMatchObject({
			bounceAddress: 'bounces@mail.example.org',
			softBounceLimit: 5,
			webhooks: {
				sesTopicArns: ['arn:aws:sns:us-west-2:123456789012:a', 'arn:aws:sns:eu-west-1:123456789012:b'],
				postmark: { user: 'postmark', password: 'a-long-webhook-password' },
			},
		})
	})

	it('refuse a short secret or password, and half of the Postmark credentials, at start', () => {
		expect(() => newsletterConfigFromEnv({ SUPPRESSION_SECRET: 'short' })).toThrow(/SUPPRESSION_SECRET/)
		expect(() => newsletterConfigFromEnv({ POSTMARK_WEBHOOK_USER: 'postmark' })).toThrow(/together/)
		expect(() =>
			newsletterConfigFromEnv({ POSTMARK_WEBHOOK_USER: 'postmark', POSTMARK_WEBHOOK_PASSWORD: 'short' }),
		).toThrow(/16 characters/)
		expect(() => newsletterConfigFromEnv({ SOFT_BOUNCE_LIMIT: 'many' })).toThrow(/SOFT_BOUNCE_LIMIT/)
	})
})
