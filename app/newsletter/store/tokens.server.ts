import { createHash, randomBytes } from 'node:crypto'

/**
 * A link token: 32 bytes from the operating system's CSPRNG, as 64 lower-case
 * hex characters (256 bits). Hex, because URLs on this site are
 * case-insensitive and canonical links lower-case them.
 */
export function newToken(): string {
	return randomBytes(32).toString('hex')
}

/** Tokens have exactly this shape; anything else is refused before a lookup. */
export function isTokenShaped(value: string): boolean {
	return /^[\da-f]{64}$/.test(value)
}

/** Confirmation tokens are stored hashed: a copy of the database cannot confirm anyone. */
export function hashToken(token: string): string {
	return createHash('sha256').update(token).digest('hex')
}
