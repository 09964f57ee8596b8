import { createContext, redirect, type RouterContext, type RouterContextProvider } from 'react-router'

/**
 * Who is signed in to the workspace (/admin), as the server's session layer
 * found it (server/staff/): handed to the workspace's loaders and actions
 * through React Router's request context. Null when nobody is signed in.
 */
export const staffRoles = ['editor', 'newsletter', 'admin'] as const
export type StaffRole = (typeof staffRoles)[number]

export const isStaffRole = (value: string): value is StaffRole => (staffRoles as readonly string[]).includes(value)

export type Staff = {
	id: number
	email: string
	name: string
	role: StaffRole
}

export const staffContext: RouterContext<Staff | null> = createContext<Staff | null>(null)

/** Whether a staffer of `role` may use what `needed` guards: admins may use everything. */
export function mayUse(role: StaffRole, needed: StaffRole | 'any'): boolean {
	return needed === 'any' || role === needed || role === 'admin'
}

/**
 * The signed-in staffer, for a workspace loader or action. Nobody signed in:
 * a GET is sent to the sign-in page (and back afterwards); anything else
 * answers 401. Signed in without the role: 403.
 */
export function requireStaff(
	{ request, context }: { request: Request; context: Readonly<RouterContextProvider> },
	needed: StaffRole | 'any',
): Staff {
	const staff = context.get(staffContext)
	if (!staff) {
		if (request.method === 'GET' || request.method === 'HEAD') {
			const url = new URL(request.url)
			throw redirect(`/admin/sign-in?next=${encodeURIComponent(url.pathname + url.search)}`)
		}
		throw new Response('Sign in first.', { status: 401 })
	}
	if (!mayUse(staff.role, needed)) throw new Response('Your role does not allow this.', { status: 403 })
	return staff
}
