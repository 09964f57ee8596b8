/**
 * Where the form posts. Normally our own action. For a static-only deployment
 * (no Node server), set SUBSCRIBE_URL when building and the form posts to a
 * hosted list provider instead, with the address in SUBSCRIBE_EMAIL_FIELD
 * (default `email`). Vite writes the values into the build (vite.config.ts envPrefix).
 */
export const hostedSignUp = import.meta.env.SUBSCRIBE_URL
	? { url: import.meta.env.SUBSCRIBE_URL, emailField: import.meta.env.SUBSCRIBE_EMAIL_FIELD || 'email' }
	: null
