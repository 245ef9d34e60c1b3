import { Link, NavLink } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useSignInPath } from '~/hooks/use-sign-in-path'
import { channelQueries } from '~/lib/queries/channels'
import { creatorQueries } from '~/lib/queries/content'
import { cn } from '~/lib/utils'
import { SIDE_NAV } from './nav-links'
import { QueryError } from './query-error'

const RECOMMENDED_GENRES = 5
/** A visitor's sample channels: 3 (docs/product/limits.md#interface). */
const VISITOR_CHANNELS = 3
const COMPACT_ERROR = 'items-start p-3 text-left text-sm'

interface ChannelLink {
  id: number
  username: string
  displayName: string
  isLive: boolean
}

function LiveLabel({ isLive }: { isLive: boolean }) {
  return (
    <span className={cn('text-xs', isLive ? 'font-semibold text-red-400' : 'text-muted-foreground')}>
      {isLive ? 'Live' : 'Offline'}
    </span>
  )
}

function ChannelItem({ channel }: { channel: ChannelLink }) {
  return (
    <li>
      <Link
        to={`/profile/${channel.username}`}
        className="flex items-center justify-between gap-2 text-sm hover:text-link"
      >
        <span className="truncate">{channel.displayName}</span>
        <LiveLabel isLive={channel.isLive} />
      </Link>
    </li>
  )
}

/** What following does, shown with real creators so that Live means a live stream (docs/product/screens.md#layout). */
function VisitorChannels() {
  const creators = useQuery(creatorQueries.recommendedRow())
  const signInPath = useSignInPath()
  return (
    <ul className="space-y-2" aria-label="Suggested channels">
      {creators.data?.slice(0, VISITOR_CHANNELS).map((creator) => (
        <ChannelItem key={creator.id} channel={{ ...creator, isLive: creator.isStreaming }} />
      ))}
      <li className="text-xs text-muted-foreground">
        <Link to={signInPath} className="underline">
          Sign in
        </Link>{' '}
        to see the creators you follow.
      </li>
    </ul>
  )
}

function Channels() {
  const { user } = useCurrentUser()
  const channels = useQuery({ ...channelQueries.followed(), enabled: Boolean(user) })
  if (!user) return <VisitorChannels />
  if (channels.isError) return <QueryError onRetry={channels.refetch} className={COMPACT_ERROR} />
  if (!channels.data?.length) return <p className="text-sm text-muted-foreground">Follow creators to see them here.</p>
  return (
    <ul className="space-y-2">
      {channels.data.map((channel) => (
        <ChannelItem key={channel.id} channel={channel} />
      ))}
    </ul>
  )
}

function RecommendedGenres() {
  const genres = useQuery(channelQueries.genres())
  if (genres.isError) return <QueryError onRetry={genres.refetch} className={COMPACT_ERROR} />
  return (
    <ul className="flex flex-wrap gap-2">
      {genres.data?.slice(0, RECOMMENDED_GENRES).map((genre) => (
        <li key={genre.id}>
          <Link
            to={`/genre/${genre.name.toLowerCase()}`}
            className="rounded-full bg-secondary px-3 py-1 text-xs hover:bg-accent"
          >
            {genre.name}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function SideNav() {
  return (
    // Its own scroller runs under the player bar: its end and whatever it scrolls to stay above the bar.
    <aside
      className={cn(
        'sticky top-14 hidden h-[calc(100vh-3.5rem)] w-60 shrink-0 overflow-y-auto border-r p-4 md:block',
        'dock-scroll-padding pb-[calc(var(--dock-height,0px)+1rem)]',
      )}
      aria-label="Sidebar"
    >
      <nav aria-label="Main">
        <ul className="space-y-1">
          {SIDE_NAV.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/'}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm hover:bg-accent',
                    isActive && 'bg-accent font-semibold text-foreground shadow-[inset_3px_0_0_var(--primary-link)]',
                  )
                }
              >
                <Icon className="h-4 w-4" aria-hidden />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="mt-6" aria-labelledby="channels-heading">
        <h2
          id="channels-heading"
          className="mb-2 px-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
        >
          Channels
        </h2>
        <Channels />
      </section>
      <section className="mt-6" aria-labelledby="genres-heading">
        <h2
          id="genres-heading"
          className="mb-2 px-1 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
        >
          Recommended Genres
        </h2>
        <RecommendedGenres />
      </section>
    </aside>
  )
}
