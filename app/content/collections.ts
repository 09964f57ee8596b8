import type { z } from 'zod'
import { aboutUsPage } from './schema/pages/about-us.ts'
// Members (CMS, photos and publishing)
import { membersPage } from './schema/pages/members.ts'
import { memberRecord } from './schema/records/member.ts'

/**
 * Every content file the site reads, in one registry: the build loads and
 * checks exactly these, the CMS configuration is generated from them, and
 * page loaders read them by their English path.
 *
 * Translated files exist once per language: `content/<folder>/en/<name>` and
 * `content/<folder>/zh-hans/<name>` (Traditional Chinese is generated).
 */
type PageEntry<S extends z.ZodType = z.ZodType> = {
	/** The file's name in content/pages/<locale>/, without `.md`. */
	name: string
	/** What staff see in the CMS. */
	label: string
	schema: S
	/** Anchors the page's own components render (not from its content), for the link check. */
	anchors?: readonly string[]
}

const page = <S extends z.ZodType>(
	name: string,
	label: string,
	schema: S,
	anchors?: readonly string[],
): PageEntry<S> => ({
	name,
	label,
	schema,
	anchors,
})

/** Pages, by English path. Each page's schema says which fields it has. */
export const pageFiles = {
	'/aboutus': page('aboutus', 'About us', aboutUsPage, ['vision', 'company', 'audience', 'mission', 'more-heading']),
	// Members (CMS, photos and publishing)
	'/members': page('members', 'Our team', membersPage, ['example-names', 'board', 'volunteers', 'join']),
} satisfies Record<string, PageEntry>

export type PageFilePath = keyof typeof pageFiles
export type PageFileContent<P extends PageFilePath> = z.output<(typeof pageFiles)[P]['schema']>

type RecordCollection<S extends z.ZodType = z.ZodType> = {
	/** The folder in content/: one file per record per language, `<id>.yml`. */
	folder: string
	label: string
	/** What one record is called in the CMS ("New team member"). */
	singular: string
	schema: S
	/** The field records are shown in, ascending. */
	orderBy?: string
	/**
	 * The field whose English words name a new record's file, and so its id
	 * (the CMS turns "Zhang San" into zhang-san.yml); and the record's title in the CMS list.
	 * Default: the first top-level text field.
	 */
	identifierField?: string
	/** The page that shows these records (English path), for the CMS's "View live". */
	page?: string
}

/** Records: one file per record per language. */
export const recordCollections = {
	// Members (CMS, photos and publishing)
	members: {
		folder: 'members',
		label: 'Team members',
		singular: 'Team member',
		schema: memberRecord,
		orderBy: 'order',
		identifierField: 'name',
		page: '/members',
	},
} satisfies Record<string, RecordCollection>

export type RecordCollectionName = keyof typeof recordCollections
export type { PageEntry, RecordCollection }
