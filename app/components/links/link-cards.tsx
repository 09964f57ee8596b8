import type { IllustrationId } from '#app/data/illustration-ids.ts'
import { CardGrid } from '#app/components/content/card-grid.tsx'
import { LinkCard } from './link-card.tsx'

type LinkCardsProps = {
	cards: readonly { title: string; text: string; to: string; art: IllustrationId }[]
	columns: 2 | 3
}

/** Cards that lead to other pages, in a grid. */
export function LinkCards({ cards, columns }: LinkCardsProps) {
	return (
		<CardGrid columns={columns}>
			{cards.map((card) => (
				// Decorative image: the card's title names the page it leads to.
				<LinkCard key={card.to} to={card.to} title={card.title} text={card.text} image={{ id: card.art, alt: '' }} />
			))}
		</CardGrid>
	)
}
