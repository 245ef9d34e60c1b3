import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData, useParams } from '@remix-run/react'
import { NotFound } from '~/components/layout/not-found'
import { ProfilePage } from '~/components/profile/profile-page'
import { prefetch } from '~/lib/prefetch.server'
import { profilePath } from '~/lib/queries/browse'
import { getCurrentUser } from '~/lib/session.server'
import type { PublicUser } from '../../contracts/user'

const usernameOrIdOf = (params: Record<string, string | undefined>) => params.username ?? params.userId ?? ''

/** Shared with /user/{userId}: the profile, its streams and tracks, and whether I follow it, in the first HTML. */
export async function loader({ context, params }: LoaderFunctionArgs) {
  const path = profilePath(usernameOrIdOf(params))
  const response = await context.api(path)
  // Rendered inside the shell (not thrown to the root boundary), as the not-found route is.
  if (!response.ok) return data({ notFound: true as const, displayName: null }, { status: 404 })
  const user = (await response.json()) as PublicUser
  const viewer = await getCurrentUser(context)
  const paths = [path, `/api/streams/user/${user.id}`, `/api/tracks/user/${user.id}`]
  if (viewer && viewer.id !== user.id) paths.push(`/api/follows/check/${user.id}`)
  return { notFound: false as const, displayName: user.displayName, ...(await prefetch(context, paths)) }
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) => [
  { title: loaderData?.displayName ? `${loaderData.displayName} · Soundwave` : '404 Page Not Found · Soundwave' },
]

export default function ProfileRoute() {
  const { notFound } = useLoaderData<typeof loader>()
  const usernameOrId = usernameOrIdOf(useParams())
  return notFound ? <NotFound /> : <ProfilePage key={usernameOrId} usernameOrId={usernameOrId} />
}
