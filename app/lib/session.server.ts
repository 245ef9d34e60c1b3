import { redirect, type AppLoadContext } from '@remix-run/cloudflare'
import type { CurrentUser } from '../../contracts/user'
import { REDIRECT_PARAM, safeRedirectPath, signInPath } from './redirect-to'

/** One lookup per request, however many loaders ask (the root and the page both do). */
const userByRequest = new WeakMap<AppLoadContext, Promise<CurrentUser | null>>()

export function getCurrentUser(context: AppLoadContext): Promise<CurrentUser | null> {
  let user = userByRequest.get(context)
  if (!user) {
    user = context.api('/api/user').then((response) => (response.ok ? (response.json() as Promise<CurrentUser>) : null))
    userByRequest.set(context, user)
  }
  return user
}

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
  if (await getCurrentUser(context)) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get(REDIRECT_PARAM)))
  return null
}
