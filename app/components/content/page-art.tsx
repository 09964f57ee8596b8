import type { IllustrationId } from '#app/data/illustrations.ts'
import { Illustration } from './illustration.tsx'
import styles from './page-art.module.css'

/**
 * The illustration beside a page's title, loaded first. Decorative: the title
 * and summary say what the page is about, so its alt text is empty.
 */
export function PageArt({ id }: { id: IllustrationId }) {
	return <Illustration id={id} alt="" priority className={styles.art} />
}
