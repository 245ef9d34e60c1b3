import { redirect, type AppLoadContext } from '@remix-run/cloudflare'
import type { CurrentUser } from '../../contracts/user'
import { toCurrentUser } from '../../workers/db/users'
import { REDIRECT_PARAM, safeRedirectPath, signInPath } from './redirect-to'

/**
 * The viewer as GET /api/user answers it: one lookup per request, however many loaders ask (the root and the page
 * both do), and none for a visitor's request, which carries no session cookie.
 */
export const getCurrentUser = async (context: AppLoadContext): Promise<CurrentUser | null> => {
  const user = await context.reader.viewer()
  return user && toCurrentUser(user)
}
const pathOf = (request: Request) => {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
}

/**
 * The viewer with `read` of their own, run alongside the session lookup so a signed-in page waits one D1 round trip
 * (docs/decisions/045-*); null and null for a visitor.
 */
export async function getCurrentUserWith<T>(
  context: AppLoadContext,
  read: (userId: number) => Promise<T>,
): Promise<[CurrentUser, T] | [null, null]> {
  const viewing = await context.reader.asViewer(read)
  return viewing ? [toCurrentUser(viewing.user), viewing.value] : [null, null]
}

/** Protected pages: a visitor is sent to /auth, which brings them back here once signed in. */
export async function requireUserPage(context: AppLoadContext, request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(context)
  if (!user) throw redirect(signInPath(pathOf(request)))
  return user
}

/** The sign-in pages: a signed-in user is sent where they would have gone after signing in (home by default). */
export async function redirectSignedInUser(context: AppLoadContext, request: Request): Promise<null> {
  if (await getCurrentUser(context))
    throw redirect(safeRedirectPath(new URL(request.url).searchParams.get(REDIRECT_PARAM)))
  return null
}
