import { Link } from '@remix-run/react'
import { formatDistanceToNowStrict } from 'date-fns'
import type { Notification } from '../../../contracts/notifications'
import { Avatar } from '~/components/ui/avatar'
import { cn } from '~/lib/utils'

/** One entry: who, what (plain text from the server), how long ago; unread ones stand out and say so. */
export function NotificationEntry({ notification, onFollow }: { notification: Notification; onFollow: () => void }) {
  const { actor, text, targetUrl, createdAt, read } = notification
  return (
    <Link
      to={targetUrl}
      onClick={onFollow}
      className={cn(
        'flex items-start gap-3 px-4 py-3 text-sm hover:bg-accent focus-visible:bg-accent',
        !read && 'bg-primary/10',
      )}
    >
      <Avatar name={actor.displayName} src={actor.profileImageUrl} className="h-8 w-8" />
      <span className="min-w-0 flex-1">
        <span className={cn('block break-words', !read && 'font-semibold')}>{text}</span>
        <time dateTime={createdAt} className="text-xs text-muted-foreground">
          {formatDistanceToNowStrict(new Date(createdAt), { addSuffix: true })}
        </time>
      </span>
      {!read && (
        <span className="mt-1.5 h-2 w-2 shrink-0 rounded-full bg-primary">
          <span className="sr-only">Unread</span>
        </span>
      )}
    </Link>
  )
}
