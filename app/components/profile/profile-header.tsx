import { Link } from '@remix-run/react'
import { Pencil } from 'lucide-react'
import { FollowButton } from '~/components/creators/follow-button'
import { Avatar } from '~/components/ui/avatar'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { formatQuantity } from '~/lib/format'
import type { PublicUser } from '../../../contracts/user'

interface ProfileHeaderProps {
  user: PublicUser
  isPlaceholder: boolean
  isOwner: boolean
}

/**
 * Avatar, name, LIVE NOW, '@username • N followers', bio and the (real) Follow toggle; on my own profile, Edit profile.
 */
export function ProfileHeader({ user, isPlaceholder, isOwner }: ProfileHeaderProps) {
  return (
    <header className="flex flex-col items-center gap-6 rounded-xl border bg-card p-6 text-center sm:flex-row sm:items-start sm:text-left">
      <Avatar name={user.displayName} src={user.profileImageUrl} className="h-28 w-28 text-4xl" />
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center justify-center gap-3 sm:justify-start">
          <h1 className="break-words text-3xl font-bold">{user.displayName}</h1>
          {user.isStreaming && <Badge variant="live">LIVE NOW</Badge>}
        </div>
        <p className="text-muted-foreground">
          @{user.username} • {formatQuantity(user.followerCount, 'follower')}
        </p>
        {user.bio && <p className="whitespace-pre-line">{user.bio}</p>}
      </div>
      {isOwner ? (
        <Button asChild variant="outline">
          {/* Settings opens on its Profile tab. */}
          <Link to="/settings">
            <Pencil aria-hidden /> Edit profile
          </Link>
        </Button>
      ) : (
        !isPlaceholder && <FollowButton creatorId={user.id} size="default" />
      )}
    </header>
  )
}
