import { site } from '#app/config/site.ts'
import { punctuation } from '#app/i18n/punctuation.ts'
import { localeConfig, localizePath } from '#app/i18n/locales.ts'
import { useLanguageSwitchPath } from '#app/lib/language-switch.ts'
import { useLayoutData } from '#app/lib/layout-data.ts'
import { BrandMark } from './brand-mark.tsx'
import { DonateLink } from './donate-link.tsx'
import { HeaderSearchLink } from './header-search-link.tsx'
import { HelpBar } from './help-bar.tsx'
import { PrimaryNav } from './primary-nav.tsx'
import { SectionLink } from './section-link.tsx'
import styles from './site-header.module.css'

const MENU_ID = 'site-menu'

/**
 * The header of every page: the help bar, the foundation's name, the main menu
 * and the language menu; on English pages also 中文, the same page in Chinese
 * in one tap at every width (decision 021); and the Donate button (/donate).
 */
export function SiteHeader() {
	const { layout, locale } = useLayoutData()
	const switchPath = useLanguageSwitchPath()
	const names = site.name.value
	// The Chinese name in the reader's script: Traditional on Traditional pages, Simplified elsewhere.
	const chinese =
		locale === 'zh-hant'
			? { name: names['zh-hant'], lang: localeConfig['zh-hant'].hrefLang }
			: { name: names['zh-hans'], lang: 'zh-Hans' }
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
				<PrimaryNav id={MENU_ID} />
				<HeaderSearchLink />
				<DonateLink
					href={localizePath('/donate', locale)}
					label={layout.header.donate}
					className={styles.donateInBar}
				/>
				{locale === 'en' ? (
					// Simplified without script; enhance.js makes it Traditional for readers whose browser prefers that.
					<a
						href={localizePath(switchPath, 'zh-hans')}
						hrefLang="zh"
						lang="zh"
						data-language-choice=""
						className={styles.chinese}
					>
						{layout.header.chinese}
					</a>
				) : null}
				{/* A declarative popover: opens and closes without JavaScript; Escape and a click outside close it. */}
				<button type="button" className={styles.menuButton} popoverTarget={MENU_ID}>
					<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
						<path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
					</svg>
					{layout.header.menuButton}
				</button>
			</div>
		</header>
	)
}
