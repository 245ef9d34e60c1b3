import { Link } from '@remix-run/react'
import { Avatar } from '~/components/ui/avatar'
import { Badge } from '~/components/ui/badge'
import { formatQuantity } from '~/lib/format'
import type { Creator } from '~/lib/queries/types'
import { FollowButton } from './follow-button'

export function CreatorCard({ creator }: { creator: Creator }) {
  return (
    <article className="flex flex-col items-center gap-2 rounded-lg border bg-card p-4 text-center">
      <Avatar name={creator.displayName} src={creator.profileImageUrl} className="h-16 w-16 text-xl" />
      <h3 className="font-semibold">
        <Link to={`/profile/${creator.username}`} className="hover:underline">
          {creator.displayName}
        </Link>
      </h3>
      <p className="text-xs text-muted-foreground">{formatQuantity(creator.followerCount, 'follower')}</p>
      {creator.isStreaming && <Badge variant="live">LIVE{creator.streamTitle ? `: ${creator.streamTitle}` : ''}</Badge>}
      <FollowButton creatorId={creator.id} />
    </article>
  )
}

export function CreatorCardSkeleton() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border p-4" aria-hidden>
      <div className="h-16 w-16 animate-pulse rounded-full bg-muted" />
      <div className="h-4 w-2/3 animate-pulse rounded bg-muted" />
    </div>
  )
}
