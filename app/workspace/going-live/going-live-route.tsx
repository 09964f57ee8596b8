import { staffPage } from '#app/workspace/layout/workspace-page.server.ts'
import ui from '#app/workspace/layout/workspace-ui.module.css'
import type { Route } from './+types/going-live-route'
import { exampleValues } from './example-values.server.ts'

export function loader(args: Route.LoaderArgs) {
	const { locale, words } = staffPage(args, 'editor')
	return { words: words.goingLive, examples: exampleValues(locale) }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.words.title }]

/** Before going live: every value still marked as an example, each with a link to edit it. */
export default function GoingLiveRoute({ loaderData }: Route.ComponentProps) {
	const { words, examples } = loaderData
	return (
		<>
			<h1 className={ui.title}>{words.title}</h1>
			<p className={ui.intro}>{words.intro}</p>
			<section aria-labelledby="examples" className={ui.section}>
				<h2 id="examples">{words.examples}</h2>
				{examples.length === 0 ? (
					<p>{words.none}</p>
				) : (
					<ul data-examples={examples.length}>
						{examples.map((example) => (
							<li key={`${example.edit}:${example.what}:${example.detail}`}>
								<strong>{example.what}</strong>: {example.detail} — <a href={example.edit}>{words.edit}</a>
							</li>
						))}
					</ul>
				)}
			</section>
		</>
	)
}
