import { ExampleBadge } from '#app/components/content/example-badge.tsx'
import { Section } from '#app/components/content/section.tsx'
import { ExternalAnchor } from '#app/components/links/external-link.tsx'
import type { PageFileContent } from '#app/content/collections.ts'
import { punctuation } from '#app/i18n/punctuation.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import type { givingRegions } from './donation-settings.server.ts'
import styles from './donate.module.css'

type GivingRegionsProps = {
	words: PageFileContent<'/donate'>['ways']
	regions: ReturnType<typeof givingRegions>
}

/** One card per region where gifts are received: how, the charity number, and the button to its donation page. */
export function GivingRegions({ words, regions }: GivingRegionsProps) {
	const { layout, locale } = useLayoutData()
	const marks = punctuation[locale]
	return (
		<Section id="ways" heading={words.heading} intro={words.intro}>
			<ul className={styles.regions}>
				{regions.map((region) => {
					const regionWords = words.regions[region.id]
					return (
						<li key={region.id} className={styles.region}>
							<h3 id={`give-${region.id}`}>{regionWords.name}</h3>
							<p>{regionWords.text}</p>
							{region.charityNumber ? (
								<p className={styles.number}>
									{regionWords.numberLabel}
									{marks.colon}
									{region.charityNumber.value}
									{region.charityNumber.example ? <ExampleBadge /> : null}
								</p>
							) : null}
							{region.paymentUrl ? (
								<p className={styles.give}>
									<ExternalAnchor
										href={region.paymentUrl.value}
										className={styles.giveLink}
										newTabNote={layout.common.opensInNewTab}
									>
										{words.give}
										<span className="visually-hidden">
											{marks.openBracket}
											{regionWords.name}
											{marks.closeBracket}
										</span>
									</ExternalAnchor>
									{region.paymentUrl.example ? <ExampleBadge /> : null}
								</p>
							) : (
								<p>{words.noPage}</p>
							)}
						</li>
					)
				})}
			</ul>
		</Section>
	)
}
