import { QueryError } from '~/components/layout/query-error'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { NotificationEntry } from './notification-entry'
import { useMarkRead, useRecentNotifications } from './use-notifications'

interface NotificationListProps {
  unreadCount: number
  /** Called when the user follows an entry's link (the popover closes). */
  onFollow: () => void
}

export function NotificationList({ unreadCount, onFollow }: NotificationListProps) {
  const query = useRecentNotifications()
  const markRead = useMarkRead()
  return (
    <div>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
        <h2 className="font-semibold">Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate(undefined)}
        >
          Mark all as read
        </Button>
      </div>
      <div className="max-h-[min(24rem,70vh)] overflow-y-auto">
        {query.isPending ? (
          <div className="space-y-2 p-4">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : query.isError ? (
          <QueryError className="m-4" message="Failed to load notifications" onRetry={() => query.refetch()} />
        ) : query.data.length === 0 ? (
          <p className="p-6 text-center text-sm text-muted-foreground">No notifications yet</p>
        ) : (
          <ul>
            {query.data.map((notification) => (
              <li key={notification.id}>
                <NotificationEntry
                  notification={notification}
                  onFollow={() => {
                    if (!notification.read) markRead.mutate([notification.id])
                    onFollow()
                  }}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
