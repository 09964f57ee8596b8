/**
 * An island's props, written into the page as JSON inside
 * `<script type="application/json">`: `<` is escaped, so no value can end the
 * script element or open a comment. A data block is never executed, so the
 * Content-Security-Policy needs no hash for it.
 */
export function serializeProps(props: unknown): string {
	return JSON.stringify(props).replace(/</g, '\\u003c')
}
