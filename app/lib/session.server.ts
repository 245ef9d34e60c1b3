import { redirect, type AppLoadContext } from '@remix-run/cloudflare'
import type { CurrentUser } from '../../contracts/user'

export async function getCurrentUser(context: AppLoadContext): Promise<CurrentUser | null> {
  const response = await context.api('/api/user')
  return response.ok ? ((await response.json()) as CurrentUser) : null
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
