import { CardGrid } from '#app/components/content/card-grid.tsx'
import { Illustration } from '#app/components/content/illustration.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { Prose } from '#app/components/content/prose.tsx'
import { Section } from '#app/components/content/section.tsx'
import { MemberCard } from '#app/components/general/member-card.tsx'
import { Notice } from '#app/components/general/notice.tsx'
import { getRecords } from '#app/content/index.server.ts'
import { fillText } from '#app/lib/format/fill-template.ts'
import { pageContext } from '#app/lib/page-data.server.ts'
import { pageMeta } from '#app/lib/seo/seo.ts'
import type { Route } from './+types/members'
import styles from './members.module.css'

/** The team: board members, then volunteers and interns, from content/members. */
export function loader(args: Route.LoaderArgs) {
	const { locale, content } = pageContext(args)
	return { locale, page: content.pages['/members'], members: getRecords(locale).members }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
	pageMeta({ ...loaderData.page.meta, locale: loaderData.locale, path: '/members' })

export default function MembersRoute({ loaderData }: Route.ComponentProps) {
	const { page, locale, members } = loaderData
	const groups = [
		{ id: 'board', words: page.board, roleText: (role: string) => role },
		{ id: 'volunteers', words: page.volunteers, roleText: (area: string) => fillText(page.focusLabel, { area }) },
	] as const
	const hasExamples = members.some((member) => member.example)
	return (
		<>
			<PageHeader title={page.title} summary={page.summary}>
				<Illustration id="home-team" alt="" priority />
			</PageHeader>
			{hasExamples ? (
				<div className={`container ${styles.note}`}>
					<Notice id="example-names" heading={page.exampleNote.heading}>
						<p>{page.exampleNote.text}</p>
					</Notice>
				</div>
			) : null}
			{groups.map((group) => (
				<Section key={group.id} id={group.id} heading={group.words.heading} intro={group.words.intro}>
					<CardGrid columns={3}>
						{members
							.filter((member) => member.group === group.id)
							.map((member) => (
								<MemberCard
									key={member.id}
									member={member}
									role={group.roleText(member.role)}
									locale={locale}
									position={members.indexOf(member)}
								/>
							))}
					</CardGrid>
				</Section>
			))}
			<Section id="join" heading={page.join.heading} tone="teal">
				<p className={styles.join}>
					<Prose value={page.join.text} />
				</p>
			</Section>
		</>
	)
}
