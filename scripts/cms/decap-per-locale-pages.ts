import type { Plugin } from 'vite'

/**
 * Decap CMS keeps translated single files ("files" collections) in one file
 * for all languages (`single_file`), and refuses any other structure for
 * them (decaporg/decap-cms#5280, open). Its loading and saving code handles
 * one folder per language for them all the same (lib/i18n.ts, getFilePath),
 * so this lifts the refusal: each page stays content/pages/<locale>/<name>.md,
 * the layout every other part of the site reads. The CMS browser test
 * (tests/e2e/cms-admin.spec.ts) edits and saves pages this way.
 */
export function decapPerLocalePages(): Plugin {
	return {
		name: 'decap-per-locale-pages',
		enforce: 'pre',
		transform(code, id) {
			if (!(id.split('?')[0] ?? '').endsWith('decap-cms-core/dist/esm/actions/config.js')) return undefined
			const patched = code.replace(
				/function throwOnInvalidFileCollectionStructure\(i18n\) \{/,
				'function throwOnInvalidFileCollectionStructure(i18n) {\n  return;',
			)
			if (patched === code) throw new Error('decap-per-locale-pages: Decap’s check was not found; see this plugin')
			return { code: patched, map: null }
		},
	}
}
