import { ExternalLink } from '#app/components/links/external-link.tsx'
import type { HelpLanguage, HelpLine } from '#app/content/schema/records/help-line.ts'
import { localeConfig, type Locale } from '#app/i18n/locales.ts'
import { HelpContact, type HelpContactWords } from './help-contact.tsx'
import styles from './help-line-card.module.css'

export type HelpLineWords = HelpContactWords & {
	labels: HelpContactWords['labels'] & {
		hours: string
		languages: string
		notStated: string
		notCrisis: string
		source: string
	}
	languageNames: Record<HelpLanguage, string>
	interpreters: Record<'on-calls' | 'tis', string>
}

/** The languages a line answers in, as its source states them; "not stated" when it states none. */
function languagesText(line: HelpLine, words: HelpLineWords, locale: Locale): string[] {
	if (line.languages === 'not-stated') return [words.labels.notStated]
	const { spoken, interpreters } = line.languages
	// British English, like the rest of the site's English: "English, Cantonese and Mandarin".
	const list = new Intl.ListFormat(locale === 'en' ? 'en-GB' : localeConfig[locale].hrefLang, { type: 'conjunction' })
	const names = spoken.length ? [list.format(spoken.map((code) => words.languageNames[code]))] : []
	return interpreters ? [...names, words.interpreters[interpreters]] : names
}

/**
 * Where the facts shown come from: the service's page, any page a single
 * contact was found on and, on the Chinese pages, where its Chinese name was found.
 */
function sourceUrls(line: HelpLine, showChineseName: boolean): string[] {
	const contactSources = line.contacts.flatMap((contact) => contact.sourceUrl ?? [])
	const nameSource = showChineseName && line.nameZhSource ? [line.nameZhSource] : []
	return [...new Set([line.sourceUrl, ...contactSources, ...nameSource])]
}

/** A source's site name, as a reader would type it. */
const host = (url: string) => new URL(url).host.replace(/^www\./, '')

/** Each source's site name; with its path too when two sources share a site, so the links differ. */
function sourceLabels(urls: readonly string[]): { url: string; label: string }[] {
	return urls.map((url) => {
		const shared = urls.filter((other) => host(other) === host(url)).length > 1
		const path = new URL(url).pathname.replace(/\/$/, '')
		return { url, label: shared && path ? host(url) + path : host(url) }
	})
}

/** One crisis or support line: its name as it writes it, how to reach it, when, in which languages, and its source. */
export function HelpLineCard({ line, words, locale }: { line: HelpLine; words: HelpLineWords; locale: Locale }) {
	const nameId = `line-${line.id}`
	// The official Chinese name (as the service writes it, in Traditional characters) leads on the Chinese pages.
	const chineseName = locale !== 'en' && line.nameZh ? line.nameZh : undefined
	return (
		<article className={styles.card} aria-labelledby={nameId} data-help-line={line.id}>
			<h3 id={nameId} className={styles.name}>
				{chineseName ? (
					<span lang="zh-Hant" data-name-zh="">
						{chineseName}
					</span>
				) : null}
				<span lang="en" className={chineseName ? styles.secondName : undefined}>
					{line.name}
				</span>
			</h3>
			{line.notACrisisLine ? <p className={styles.tag}>{words.labels.notCrisis}</p> : null}
			{line.about ? <p className={styles.about}>{line.about}</p> : null}
			<dl className={styles.contacts}>
				{line.contacts.map((contact) => (
					<HelpContact key={contact.href} contact={contact} words={words} />
				))}
			</dl>
			<dl className={styles.facts}>
				<dt>{words.labels.hours}</dt>
				<dd>{line.hours}</dd>
				<dt>{words.labels.languages}</dt>
				<dd>
					{languagesText(line, words, locale).map((text) => (
						<span key={text} className={styles.factLine}>
							{text}
						</span>
					))}
				</dd>
				<dt>{words.labels.source}</dt>
				<dd>
					{sourceLabels(sourceUrls(line, chineseName !== undefined)).map(({ url, label }) => (
						<span key={url} className={styles.factLine}>
							<ExternalLink href={url} className={styles.source}>
								{label}
							</ExternalLink>
						</span>
					))}
				</dd>
			</dl>
		</article>
	)
}
