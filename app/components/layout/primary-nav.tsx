import { useLayoutData } from '#app/lib/layout-data.ts'
import { initiativeLandings } from '#app/data/initiatives.ts'
import { localizePath } from '#app/i18n/locales.ts'
import { DonateLink } from './donate-link.tsx'
import { LanguageMenu } from './language-menu.tsx'
import { LocalizedLink } from './localized-link.tsx'
import { SectionLink } from './section-link.tsx'
import styles from './primary-nav.module.css'

/**
 * The main menu. On wide screens it is a row in the header; on narrow screens
 * it is a popover opened by the header's Menu button. The Initiatives dropdown
 * is a <details> disclosure, so it works, and announces its state, without script.
 * On narrow screens the menu also holds the Donate button, when there is one.
 */
export function PrimaryNav({ id }: { id: string }) {
	const { layout, locale } = useLayoutData()
	const words = layout.header
	return (
		<nav id={id} popover="auto" aria-label={words.navLabel} className={styles.nav}>
			<ul className={styles.list}>
				<li>
					<LocalizedLink to="/aboutus" className={styles.item}>
						{words.aboutUs}
					</LocalizedLink>
				</li>
				<li className={styles.dropdown}>
					<details name="header-menu" data-dismissible="">
						<summary className={styles.item}>{words.initiatives}</summary>
						<ul className={styles.submenu}>
							<li>
								<SectionLink section="initiatives" className={styles.subitem}>
									{words.initiativesOverview}
								</SectionLink>
							</li>
							{initiativeLandings.map((initiative) => (
								<li key={initiative.id}>
									<LocalizedLink to={initiative.path} className={styles.subitem} reloadDocument>
										{layout.initiatives[initiative.id]}
									</LocalizedLink>
								</li>
							))}
						</ul>
					</details>
				</li>
				<li>
					<SectionLink section="news" className={styles.item}>
						{words.news}
					</SectionLink>
				</li>
				<li>
					<SectionLink section="partnership" className={styles.item}>
						{words.partnership}
					</SectionLink>
				</li>
				<li>
					<LocalizedLink to="/contacts" className={styles.item}>
						{words.contactUs}
					</LocalizedLink>
				</li>
			</ul>
			<LanguageMenu />
			<DonateLink href={localizePath('/donate', locale)} label={words.donate} className={styles.donateInMenu} />
		</nav>
	)
}
