import { Link } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { FollowButton } from '~/components/creators/follow-button'
import { Avatar } from '~/components/ui/avatar'
import { Badge } from '~/components/ui/badge'
import { DateText } from '~/components/ui/date-text'
import { formatQuantity } from '~/lib/format'
import { liveQueries } from '~/lib/queries/live'
import type { Stream } from '~/lib/queries/types'
import { LiveBadge } from './live-badge'

/** Title, broadcaster with followers and Follow, live state, tags and description of a stream. */
export function StreamDetails({
  stream,
  isLive,
  viewerCount,
}: {
  stream: Stream
  isLive: boolean
  viewerCount: number
}) {
  const broadcaster = useQuery(liveQueries.broadcaster(stream.userId))
  const followerCount = broadcaster.data?.followerCount ?? stream.user.followerCount
  return (
    <section aria-labelledby="stream-title" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 id="stream-title" className="text-2xl font-bold break-words">
          {stream.title}
        </h1>
        {isLive ? (
          <LiveBadge viewerCount={viewerCount} />
        ) : (
          <Badge variant="secondary">
            {stream.endedAt ? (
              <>
                Ended <DateText value={stream.endedAt} />
              </>
            ) : (
              'Offline'
            )}
          </Badge>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Avatar name={stream.user.displayName} src={stream.user.profileImageUrl} />
        <div>
          <Link to={`/profile/${stream.user.username}`} className="font-semibold hover:underline">
            {stream.user.displayName}
          </Link>
          <p className="text-sm text-muted-foreground">{formatQuantity(followerCount, 'follower')}</p>
        </div>
        <FollowButton creatorId={stream.userId} />
      </div>
      {stream.tags.length > 0 && (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {stream.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">#{tag}</Badge>
            </li>
          ))}
        </ul>
      )}
      {stream.description && <p className="whitespace-pre-line text-muted-foreground">{stream.description}</p>}
    </section>
  )
}
