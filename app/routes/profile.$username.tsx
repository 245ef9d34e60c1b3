import { type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { ProfilePage } from '~/components/profile/profile-page'
import { NOT_FOUND_META } from '~/lib/loaded-page-title'
import { profileCard } from '~/lib/meta/cards'
import { linkCardMeta } from '~/lib/meta/link-card'
import { notFound } from '~/lib/not-found.server'
import { pageRead, preload, readOrNull, seed, type PageRead } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { browseQueries } from '~/lib/queries/browse'
import { getCurrentUser } from '~/lib/session.server'
import { forgetUserId, rememberedUserId, rememberUserId } from '~/lib/username-ids.server'
import type { PublicUser } from '../../contracts/user'

const profileLists = (userId: number) => [pageReads.streams.byUser(userId), pageReads.tracks.byUser(userId)]

/**
 * /profile/{x} is the user named x, else (x being a number) the user with id x, so a user named
 * '123' keeps their page; /user/{userId} is an id only.
 */
async function findUser(context: AppLoadContext, params: LoaderFunctionArgs['params']): Promise<PublicUser | null> {
  if (params.userId !== undefined) return readOrNull(context, pageReads.users.byId(Number(params.userId)))
  const segment = params.username ?? ''
  const rememberedId = rememberedUserId(segment)
  if (rememberedId !== undefined) {
    // The lists of a name seen before load beside its user rather than after it.
    void preload(context, profileLists(rememberedId))
    const remembered = await readOrNull(context, pageReads.users.byId(rememberedId))
    if (remembered?.username.toLowerCase() === segment.toLowerCase()) return remembered
  }
  const named = await readOrNull(context, pageReads.users.byUsername(segment))
  if (named) rememberUserId(segment, named.id)
  else forgetUserId(segment)
  return named ?? (/^\d+$/.test(segment) ? readOrNull(context, pageReads.users.byId(Number(segment))) : null)
}

/** Shared with /user/{userId}: the profile, its streams and tracks, and whether I follow it, in the first HTML. */
export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const [user, viewer] = await Promise.all([findUser(context, params), getCurrentUser(context)])
  if (!user) throw notFound()
  // The page reads the profile by id whichever way it was found, so one key holds it (without reading it again).
  const reads: PageRead[] = [pageRead(browseQueries.user(user.id), () => user), ...profileLists(user.id)]
  if (viewer && viewer.id !== user.id) reads.push(pageReads.users.followCheck(user.id))
  return {
    userId: user.id,
    linkCard: profileCard(user),
    origin: new URL(request.url).origin,
    ...(await seed(context, reads)),
  }
}

export { PageErrorBoundary as ErrorBoundary } from '~/components/layout/page-error-boundary'

export const meta: MetaFunction<typeof loader> = ({ data: loaderData }) =>
  loaderData ? linkCardMeta(loaderData.linkCard, loaderData.origin) : NOT_FOUND_META

export default function ProfileRoute() {
  const { userId } = useLoaderData<typeof loader>()
  return <ProfilePage key={userId} userId={userId} />
}
