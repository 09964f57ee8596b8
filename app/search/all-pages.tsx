import type { PageTreeNode } from './page-tree.server.ts'
import styles from './all-pages.module.css'

type AllPagesProps = { note: string; heading: string; pages: PageTreeNode[] }

/**
 * Without JavaScript there is no search: the page says so and lists every page
 * of the site instead. With JavaScript both stay hidden, unless the search
 * code cannot load (search.js then shows the list).
 */
export function AllPages({ note, heading, pages }: AllPagesProps) {
	return (
		<>
			<noscript>
				<p className={styles.note}>{note}</p>
			</noscript>
			<section className={styles.allPages} aria-labelledby="all-pages" data-search-fallback="">
				<h2 id="all-pages">{heading}</h2>
				<PageList pages={pages} />
			</section>
		</>
	)
}

function PageList({ pages }: { pages: PageTreeNode[] }) {
	return (
		<ul className={styles.list}>
			{pages.map((page) => (
				<li key={page.href}>
					<a href={page.href}>{page.title}</a>
					{page.children.length > 0 ? <PageList pages={page.children} /> : null}
				</li>
			))}
		</ul>
	)
}
