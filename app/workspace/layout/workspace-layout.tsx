import { Outlet } from 'react-router'
import { localizePath, locales, localeConfig, stripLocale } from '#app/i18n/locales.ts'
import { mayUse, type StaffRole } from '#app/workspace/staff-context.ts'
import type { Route } from './+types/workspace-layout'
import { workspacePage } from './workspace-page.server.ts'
import { workspacePath } from './workspace-paths.ts'
import styles from './workspace.module.css'

export function loader(args: Route.LoaderArgs) {
	const { locale, words, staff } = workspacePage(args)
	return { locale, words: words.common, staff, path: stripLocale(new URL(args.request.url).pathname) }
}

/** The workspace has its own frame: app/root.tsx leaves out the site's header, footer and help bar. */
export const handle = { workspace: true }

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex, nofollow' }]

const menu: {
	page: 'publishing' | 'newsletter' | 'inbox' | 'applications' | 'events' | 'goingLive' | 'staff' | 'account'
	role: StaffRole | 'any'
}[] = [
	{ page: 'publishing', role: 'editor' },
	{ page: 'newsletter', role: 'newsletter' },
	{ page: 'inbox', role: 'any' },
	{ page: 'applications', role: 'any' },
	{ page: 'events', role: 'any' },
	{ page: 'goingLive', role: 'editor' },
	{ page: 'staff', role: 'admin' },
	{ page: 'account', role: 'any' },
]

/** The workspace's frame: its name, the menu for the staffer's role, the language switch and signing out. */
export default function WorkspaceLayout({ loaderData }: Route.ComponentProps) {
	const { locale, words, staff, path } = loaderData
	return (
		<div className={styles.frame}>
			<header className={styles.header}>
				<p className={styles.name}>{words.workspace}</p>
				{staff ? (
					<nav aria-label={words.navLabel} className={styles.nav}>
						<ul>
							{mayUse(staff.role, 'editor') ? (
								<li>
									<a href="/admin/">{words.editor}</a>
								</li>
							) : null}
							{menu
								.filter((item) => mayUse(staff.role, item.role))
								.map((item) => {
									const href = workspacePath(item.page, locale)
									return (
										<li key={item.page}>
											<a href={href} aria-current={localizePath(path, locale) === href ? 'page' : undefined}>
												{words[item.page]}
											</a>
										</li>
									)
								})}
						</ul>
					</nav>
				) : null}
				<div className={styles.tools}>
					<nav aria-label={words.language} className={styles.languages}>
						{locales.map((other) => (
							<a
								key={other}
								href={localizePath(path, other)}
								lang={localeConfig[other].hrefLang}
								aria-current={other === locale ? 'true' : undefined}
							>
								{localeConfig[other].label}
							</a>
						))}
					</nav>
					<a href={localizePath('/', locale)}>{words.viewSite}</a>
					{staff ? (
						<form method="post" action={workspacePath('signOut', locale)}>
							<button type="submit" className={styles.signOut}>
								{words.signOut} ({staff.name})
							</button>
						</form>
					) : null}
				</div>
			</header>
			<main id="main" tabIndex={-1} className={styles.main}>
				<Outlet />
			</main>
		</div>
	)
}
