import { z } from 'zod'
import { site } from '#app/config/site.ts'
import { recordCollections, type RecordCollection } from '#app/content/collections.ts'
import { getRecords } from '#app/content/index.server.ts'
import { siteSettings } from '#app/content/schema/settings/site.ts'
import { cmsOf } from '#app/content/schema/fields.ts'
import type { Locale } from '#app/i18n/locales.ts'

export type ExampleValue = { what: string; detail: string; edit: string }

/**
 * Everything still marked as an example (`example: true`), with the
 * editor's page to change it: site settings, then records (team members,
 * offices, partners, news posts, events…) in the staffer's language.
 */
export function exampleValues(locale: Locale): ExampleValue[] {
	const values: ExampleValue[] = []
	const shape = siteSettings.shape as Record<string, z.ZodType>
	for (const [key, setting] of Object.entries(site) as [string, { value: unknown; example?: boolean } | undefined][]) {
		if (!setting?.example) continue
		const schema = shape[key]
		values.push({
			what: (schema && cmsOf(schema)?.label) ?? key,
			detail: describeValue(setting.value, locale),
			edit: '/admin/#/collections/settings/entries/site',
		})
	}
	const records = getRecords(locale) as Record<string, ({ id: string; example?: unknown } & Record<string, unknown>)[]>
	for (const [name, collection] of Object.entries(recordCollections) as [string, RecordCollection][])
		for (const record of records[name] ?? [])
			if (record.example === true)
				values.push({
					what: collection.singular,
					detail: String(record.title ?? record.name ?? record.id),
					edit: `/admin/#/collections/${name}/entries/${record.id}`,
				})
	return values
}

function describeValue(value: unknown, locale: Locale): string {
	if (typeof value === 'string' || typeof value === 'number') return String(value)
	if (value && typeof value === 'object') {
		const byLocale = (value as Record<string, unknown>)[locale] ?? (value as Record<string, unknown>).en
		if (typeof byLocale === 'string') return byLocale
		return Object.values(value)
			.filter((part) => typeof part === 'string')
			.join(', ')
	}
	return ''
}
