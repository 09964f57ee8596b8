import { localizePath } from '#app/i18n/locales.ts'
import { useLocale } from '#app/lib/use-locale.ts'
import { feeds } from './feed-paths.ts'
import styles from './feed-links.module.css'

type FeedLinksProps = { words: { heading: string; text: string; rss: string; atom: string; json: string } }

/** Where to follow the news in a feed reader: the three feeds of the page's language. */
export function FeedLinks({ words }: FeedLinksProps) {
	const locale = useLocale()
	return (
		<section id="feeds" aria-labelledby="feeds-heading" className={styles.feeds}>
			<h2 id="feeds-heading" className={styles.heading}>
				{words.heading}
			</h2>
			<p className={styles.text}>{words.text}</p>
			<ul className={styles.list}>
				{(['rss', 'atom', 'json'] as const).map((kind) => (
					<li key={kind}>
						<a href={localizePath(feeds[kind].path, locale)} type={feeds[kind].type} className={styles.link}>
							{words[kind]}
						</a>
					</li>
				))}
			</ul>
		</section>
	)
}
