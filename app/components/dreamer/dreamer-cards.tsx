import { CardGrid } from '~/components/content/card-grid.tsx'
import { LinkCard } from '~/components/content/link-card.tsx'
import type { DreamerCard } from '~/data/dreamer.ts'

type DreamerCardsProps<Id extends string> = {
	cards: readonly DreamerCard<Id>[]
	words: Record<Id, { title: string; text: string }>
}

/** Two cards side by side: a card's record (link, image) with its words. */
export function DreamerCards<Id extends string>({ cards, words }: DreamerCardsProps<Id>) {
	return (
		<CardGrid columns={2}>
			{cards.map((card) => (
				<LinkCard
					key={card.id}
					to={card.path}
					title={words[card.id].title}
					text={words[card.id].text}
					// Decorative: the card's title names the page it leads to.
					image={{ id: card.image, alt: '' }}
				/>
			))}
		</CardGrid>
	)
}
