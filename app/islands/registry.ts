import type { ComponentProps } from 'react'
import { CardCarousel } from '#app/components/carousel/card-carousel.tsx'
import { InitiativeTabs } from '#app/components/home/initiative-tabs.tsx'
import { PasskeyAdd } from '#app/workspace/account/passkey-add.tsx'
import { PasskeySignIn } from '#app/workspace/account/passkey-sign-in.tsx'

/**
 * Every island, by name: the components that hydrate in the browser
 * (docs/decisions/022). `<Island name="…">` renders one on the server; the
 * browser entry (client.tsx) hydrates each one it finds with the component
 * of that name. Add a component here to make it an island.
 */
export const islands = {
	'card-carousel': CardCarousel,
	'initiative-tabs': InitiativeTabs,
	'passkey-sign-in': PasskeySignIn,
	'passkey-add': PasskeyAdd,
}

export type IslandName = keyof typeof islands
export type IslandProps<Name extends IslandName> = ComponentProps<(typeof islands)[Name]>

/** What survives JSON: the props an island receives are plain data (no functions, elements or dates). */
type PlainData = string | number | boolean | null | PlainData[] | { [key: string]: PlainData | undefined }

/** The islands whose props are not plain data: there must be none. */
type IslandsWithOtherProps = {
	[Name in IslandName]: IslandProps<Name> extends PlainData ? never : Name
}[IslandName]
// Fails to compile, naming the island, if an island's props are not plain data.
true satisfies [IslandsWithOtherProps] extends [never] ? true : IslandsWithOtherProps
