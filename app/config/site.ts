/**
 * Site configuration: the facts about the foundation that every page shares.
 *
 * ⚠️ EXAMPLE VALUES. The specification withholds the foundation's name, e-mail
 * address, external site, WeChat ID and public address. Every value marked
 * `example: true` below is a placeholder chosen so it cannot reach a real
 * person: `example.org` is reserved for documentation (RFC 2606).
 * `npm run build` prints a warning for each one until it is replaced.
 */
type Configured<T> = { value: T; example: boolean }

export const site = {
	/**
	 * The foundation's name, as shown in the header and in page titles. A proper
	 * name is data, not prose: both Chinese scripts are given here rather than
	 * generated, as an organisation registers its own Traditional name.
	 */
	name: {
		value: { en: 'Offer Love Foundation', 'zh-hans': '予爱基金会', 'zh-hant': '予愛基金會' },
		example: true,
	},
	/** The mission statement as the foundation writes it. */
	motto: { value: 'Offer Love, All for Love', example: false },
	/** Public contact address (footer, contact page, support page). */
	email: { value: 'hello@example.org', example: true },
	/** The foundation's other website, linked from the footer. */
	externalSite: { value: 'https://www.example.org', example: true },
	/** WeChat official-account ID; null shows "to be announced". */
	wechatId: { value: null as string | null, example: true },
	/** Public origin of this site, used for canonical URLs and the sitemap. No trailing slash. */
	baseUrl: { value: 'https://offerlove.example.org', example: true },
} satisfies Record<string, Configured<unknown>>

/** The names of every setting still holding an example value. */
export function exampleSettings(): string[] {
	return Object.entries(site)
		.filter(([, setting]) => setting.example)
		.map(([key]) => key)
}
