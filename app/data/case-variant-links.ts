/**
 * Mixed-case addresses the original site linked to. Our server redirects any
 * letter case; these are also written into the static build as redirects for
 * hosts that serve files only.
 */
export const caseVariantLinks = [
	{ from: '/AACNTV', to: '/aacntv' },
	{ from: '/perpetuator/LastingMentalHealthSupport', to: '/perpetuator/lastingmentalhealthsupport' },
] as const
