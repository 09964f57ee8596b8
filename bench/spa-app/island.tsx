import type { ComponentType } from 'react'
import { islands, type IslandName, type IslandProps } from '../../app/islands/registry.ts'

/** In the SPA, an island is simply its component, rendered in the browser with the rest of the page. */
export function Island<Name extends IslandName>({ name, props }: { name: Name; props: IslandProps<Name> }) {
	const Component = islands[name] as ComponentType<object>
	return <Component {...props} />
}
