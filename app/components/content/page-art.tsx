import type { Picture } from '#app/content/schema/fields.ts'
import type { IllustrationId } from '#app/data/illustrations.ts'
import { Artwork } from './artwork.tsx'
import styles from './page-art.module.css'

/**
 * The picture beside a page's title, loaded first: a drawing, decorative (the
 * title and summary say what the page is about, so its alt text is empty), or
 * a photo in its place, with its own alt text.
 */
export function PageArt({ id, photo }: { id?: IllustrationId; photo?: Picture }) {
	return <Artwork art={id} photo={photo} priority className={styles.art} />
}
