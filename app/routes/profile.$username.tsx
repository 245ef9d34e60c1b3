import { data, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { NotFound } from '~/components/layout/not-found'
import { ProfilePage } from '~/components/profile/profile-page'
import { NOT_FOUND_META } from '~/lib/loaded-page-title'
import { profileCard } from '~/lib/meta/cards'
import { linkCardMeta } from '~/lib/meta/link-card'
import { prefetch } from '~/lib/prefetch.server'
import { userByUsernamePath, userPath } from '~/lib/queries/browse'
import { getCurrentUser } from '~/lib/session.server'
import type { PublicUser } from '../../contracts/user'

/**
 * PRODUCT.md §5: /profile/{x} is the user named x, else (x being a number) the user with id x, so a user named
 * '123' keeps their page; /user/{userId} is an id only.
 */
function lookupPaths(params: LoaderFunctionArgs['params']) {
  if (params.userId !== undefined) return [userPath(params.userId)]
  const segment = params.username ?? ''
  return /^\d+$/.test(segment) ? [userByUsernamePath(segment), userPath(segment)] : [userByUsernamePath(segment)]
}

async function findUser(context: AppLoadContext, paths: string[]): Promise<PublicUser | null> {
  for (const path of paths) {
    const response = await context.api(path)
    if (response.ok) return (await response.json()) as PublicUser
  }
  return null
}

/** Shared with /user/{userId}: the profile, its streams and tracks, and whether I follow it, in the first HTML. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const user = await findUser(context, lookupPaths(params))
  // Rendered inside the shell (not thrown to the root boundary), as the not-found route is.
  if (!user) return data({ notFound: true as const, userId: null, linkCard: null, origin: null }, { status: 404 })
  const viewer = await getCurrentUser(context)
  // The page reads the profile by id whichever way it was found, so one key holds it.
  const paths = [userPath(user.id), `/api/streams/user/${user.id}`, `/api/tracks/user/${user.id}`]
  if (viewer && viewer.id !== user.id) paths.push(`/api/follows/check/${user.id}`)
  return {
    notFound: false as const,
    userId: user.id,
    linkCard: profileCard(user),
    origin: new URL(request.url).origin,
    ...(await prefetch(context, paths)),
  }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData?.linkCard ? linkCardMeta(loaderData.linkCard, loaderData.origin) : NOT_FOUND_META

export default function ProfileRoute() {
  const { userId } = useLoaderData<typeof loader>()
  return userId === null ? <NotFound /> : <ProfilePage key={userId} userId={userId} />
}
