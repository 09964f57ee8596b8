/**
 * Fills `{name}` placeholders in a sentence from the content files, so each
 * language keeps its own word order: '{n} of {total}', '第 {n} 项，共 {total} 项'.
 * Unknown placeholders are left as they are, where a reviewer will see them.
 */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
	return template.replace(/\{(\w+)\}/g, (placeholder, key: string) =>
		Object.hasOwn(values, key) ? String(values[key]) : placeholder,
	)
}
