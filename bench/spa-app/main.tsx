/**
 * The client-only build of the site (bench only): React Router in data mode
 * over the same route modules, rendered into an empty page.
 */
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { routes } from 'virtual:spa-routes'

const router = createBrowserRouter(routes)
createRoot(document.getElementById('root')!).render(
	<StrictMode>
		<RouterProvider router={router} />
	</StrictMode>,
)
