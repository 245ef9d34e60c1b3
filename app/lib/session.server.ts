import { redirect, type AppLoadContext } from '@remix-run/cloudflare'
import type { CurrentUser } from '../../contracts/user'

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

/** Protected pages: a visitor is sent to /auth. */
export async function requireUserPage(context: AppLoadContext): Promise<CurrentUser> {
  const user = await getCurrentUser(context)
  if (!user) throw redirect('/auth')
  return user
}

/** The sign-in pages: a signed-in user is sent home. */
export async function redirectSignedInUser(context: AppLoadContext): Promise<null> {
  if (await getCurrentUser(context)) throw redirect('/')
  return null
}
