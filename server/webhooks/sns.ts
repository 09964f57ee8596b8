import { createVerify, X509Certificate } from 'node:crypto'

/**
 * Amazon SNS message signatures, as AWS documents them ("Verifying the
 * signatures of Amazon SNS messages"): the signing certificate must come
 * from `https://sns.<region>.amazonaws.com/….pem`; the signature is RSA over
 * a canonical string of the message's fields (`Name\nvalue\n`, in a fixed
 * order), with SHA1 (SignatureVersion 1) or SHA256 (SignatureVersion 2).
 */

export type SnsMessage = {
	Type: string
	MessageId: string
	TopicArn: string
	Message: string
	Timestamp: string
	SignatureVersion: string
	Signature: string
	SigningCertURL: string
	Subject?: string
	SubscribeURL?: string
	Token?: string
}

/** Fetches the PEM certificate at an already checked URL. Injectable: tests never reach the network. */
export type CertificateFetcher = (url: string) => Promise<string>

const notificationFields = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const
const confirmationFields = ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'] as const
const requiredFields = [
	'Type',
	'MessageId',
	'TopicArn',
	'Message',
	'Timestamp',
	'SignatureVersion',
	'Signature',
	'SigningCertURL',
]

/** The body as an SNS message, or null when a required field is missing or not a string. */
export function parseSnsMessage(value: unknown): SnsMessage | null {
	if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
	const record = value as Record<string, unknown>
	for (const field of requiredFields) if (typeof record[field] !== 'string') return null
	for (const field of ['Subject', 'SubscribeURL', 'Token'])
		if (record[field] !== undefined && record[field] !== null && typeof record[field] !== 'string') return null
	return record as SnsMessage
}

/** The string SNS signed: each field present, in the documented order, as `Name\nvalue\n`. */
export function canonicalString(message: SnsMessage): string {
	const fields = message.Type === 'Notification' ? notificationFields : confirmationFields
	return fields
		.filter((field) => typeof message[field] === 'string')
		.map((field) => `${field}\n${message[field]}\n`)
		.join('')
}

/** The region of an SNS topic ARN (`arn:aws:sns:eu-west-1:123456789012:name`). */
const topicRegion = (arn: string) => /^arn:aws(?:-[a-z]+)*:sns:([a-z0-9-]+):\d{12}:[\w-]+$/.exec(arn)?.[1] ?? null

/**
 * Only `https://sns.<region>.amazonaws.com/….pem` (no port, no credentials),
 * and the region must be the topic's: a certificate anyone can host is never
 * fetched.
 */
export function isSigningCertUrl(url: string, topicArn: string): boolean {
	let parsed: URL
	try {
		parsed = new URL(url)
	} catch {
		return false
	}
	const region = /^sns\.([a-z0-9-]+)\.amazonaws\.com$/.exec(parsed.hostname)?.[1]
	return (
		parsed.protocol === 'https:' &&
		region !== undefined &&
		region === topicRegion(topicArn) &&
		parsed.port === '' &&
		parsed.username === '' &&
		parsed.password === '' &&
		parsed.pathname.endsWith('.pem')
	)
}

export type Verdict = { ok: true } | { ok: false; reason: string }

/** Checks the certificate's address and validity, then the signature. Never throws. */
export async function verifySnsMessage(
	message: SnsMessage,
	fetchCertificate: CertificateFetcher,
	now = new Date(),
): Promise<Verdict> {
	const algorithm = { '1': 'RSA-SHA1', '2': 'RSA-SHA256' }[message.SignatureVersion]
	if (!algorithm) return { ok: false, reason: `unknown SignatureVersion ${message.SignatureVersion}` }
	if (!isSigningCertUrl(message.SigningCertURL, message.TopicArn)) {
		return { ok: false, reason: 'the signing certificate is not on sns.<region>.amazonaws.com' }
	}
	try {
		const certificate = new X509Certificate(await fetchCertificate(message.SigningCertURL))
		if (Date.parse(certificate.validFrom) > now.getTime() || Date.parse(certificate.validTo) < now.getTime()) {
			return { ok: false, reason: 'the signing certificate is not valid now' }
		}
		const verified = createVerify(algorithm)
			.update(canonicalString(message), 'utf8')
			.verify(certificate.publicKey, message.Signature, 'base64')
		return verified ? { ok: true } : { ok: false, reason: 'bad signature' }
	} catch (error) {
		return { ok: false, reason: `the signature cannot be checked: ${(error as Error).message}` }
	}
}

/**
 * The production fetcher: HTTPS only (the URL is checked before), no
 * redirects, 5 s, at most 16 KB, each certificate kept in memory once fetched
 * (SNS signs with few certificates; they change rarely).
 */
export function httpsCertificateFetcher(): CertificateFetcher {
	const cache = new Map<string, Promise<string>>()
	return (url) => {
		let pem = cache.get(url)
		if (!pem) {
			pem = fetchPem(url)
			if (cache.size > 20) cache.clear()
			cache.set(url, pem)
			pem.catch(() => cache.delete(url))
		}
		return pem
	}
}

async function fetchPem(url: string): Promise<string> {
	const response = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(5000) })
	if (!response.ok) throw new Error(`certificate: HTTP ${response.status}`)
	const text = await response.text()
	if (text.length > 16_384 || !text.includes('BEGIN CERTIFICATE')) throw new Error('certificate: not a PEM certificate')
	return text
}
