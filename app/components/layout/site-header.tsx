import { site } from '~/config/site.ts'
import { punctuation } from '~/i18n/punctuation.ts'
import { useLayoutData } from '~/lib/layout-data.ts'
import { BrandMark } from './brand-mark.tsx'
import { HeaderSearchLink } from './header-search-link.tsx'
import { HelpBar } from './help-bar.tsx'
import { PrimaryNav } from './primary-nav.tsx'
import { SectionLink } from './section-link.tsx'
import styles from './site-header.module.css'

const MENU_ID = 'site-menu'

/** The header of every page: the help bar, the foundation's name, the main menu and the language menu. */
export function SiteHeader() {
	const { layout, locale } = useLayoutData()
	const names = site.name.value
	// The Chinese name in the reader's script: Traditional on Traditional pages, Simplified elsewhere.
	const chinese =
		locale === 'zh-hant' ? { name: names['zh-hant'], lang: 'zh-Hant' } : { name: names['zh-hans'], lang: 'zh-Hans' }
	return (
		<header className={styles.header}>
			<HelpBar />
			<div className={`container ${styles.bar}`}>
				<SectionLink section="home" className={styles.brand}>
					<BrandMark />
					<span className={styles.names}>
						<span lang={chinese.lang} className={styles.nameZh}>
							{chinese.name}
						</span>
						<span lang="en" className={styles.nameEn}>
							{names.en}
						</span>
					</span>
					<span className="visually-hidden">
						{punctuation[locale].comma}
						{layout.header.homeLink}
					</span>
				</SectionLink>
				<HeaderSearchLink />
				{/* A declarative popover: opens and closes without JavaScript; Escape and a click outside close it. */}
				<button type="button" className={styles.menuButton} popoverTarget={MENU_ID}>
					<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
						<path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
					</svg>
					{layout.header.menuButton}
				</button>
				<PrimaryNav id={MENU_ID} />
			</div>
		</header>
	)
}
