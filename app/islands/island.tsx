import type { ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import islandsClientUrl from 'virtual:islands/client-url'
import { serializeProps } from './props.ts'
import { islands, type IslandName, type IslandProps } from './registry.ts'

type IslandAttributes<Name extends IslandName> = { name: Name; props: IslandProps<Name> }

/**
 * A component of the registry, rendered on the server so the browser can
 * hydrate it (docs/decisions/022). It writes:
 *  - the component's HTML inside `<div data-island="name">`, rendered as its
 *    own React root, exactly as the browser's hydrateRoot will see it (no
 *    router or other context leaks in; useId matches);
 *  - on that root, the URL of the islands' browser script, which enhance.js
 *    loads once the page has loaded;
 *  - its props as JSON in the `<script type="application/json">` after it.
 */
export function Island<Name extends IslandName>({ name, props }: IslandAttributes<Name>) {
	// The props' type is checked against the name where <Island> is used.
	const Component = islands[name] as ComponentType<object>
	return (
		<>
			<div
				data-island={name}
				data-island-script={islandsClientUrl}
				dangerouslySetInnerHTML={{ __html: renderToString(<Component {...props} />) }}
			/>
			<script
				type="application/json"
				data-island-props=""
				dangerouslySetInnerHTML={{ __html: serializeProps(props) }}
			/>
		</>
	)
}
