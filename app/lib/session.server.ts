import { redirect, type AppLoadContext } from '@remix-run/cloudflare'
import type { CurrentUser } from '../../contracts/user'
import { fetchOrNull } from './prefetch.server'
import { REDIRECT_PARAM, safeRedirectPath, signInPath } from './redirect-to'
import { CURRENT_USER_KEY } from './session-queries'

/**
 * One lookup per request, however many loaders ask (the root and the page both do): the request's query client holds
 * it. A request without a session cookie is a visitor's, with nothing to look up.
 */
export const getCurrentUser = (context: AppLoadContext): Promise<CurrentUser | null> =>
  context.hasSessionCookie
    ? fetchOrNull<CurrentUser, typeof CURRENT_USER_KEY>(context, { queryKey: CURRENT_USER_KEY })
    : Promise.resolve(null)

const pathOf = (request: Request) => {
  const url = new URL(request.url)
  return `${url.pathname}${url.search}`
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
