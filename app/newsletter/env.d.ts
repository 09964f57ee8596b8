interface ImportMetaEnv {
	/** Build time: post the sign-up form to this hosted list provider instead of our own action. */
	readonly SUBSCRIBE_URL?: string
	/** Build time: the provider's name for the e-mail field (default `email`). */
	readonly SUBSCRIBE_EMAIL_FIELD?: string
}
