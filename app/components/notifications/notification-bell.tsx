import { Bell } from 'lucide-react'
import { lazy } from 'react'
import { Button } from '~/components/ui/button'
import { OpenOnDemand } from '~/components/ui/open-on-demand'
import { useUnreadCount } from './use-notifications'

const loadPopover = () => import('./notification-popover')
const NotificationPopover = lazy(loadPopover)

const badgeText = (count: number) => (count > 99 ? '99+' : String(count))

/**
 * The header's bell (signed-in users only): the unread count as a badge, the newest entries in a popover
 * (notification-popover.tsx, loaded when first opened).
 */
export function NotificationBell() {
  const count = useUnreadCount()
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={count ? `Notifications, ${count} unread` : 'Notifications'}
    >
      <Bell aria-hidden />
      {count > 0 && (
        <span
          aria-hidden
          data-testid="notification-badge"
          className="absolute right-0.5 top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-semibold leading-none text-white"
        >
          {badgeText(count)}
        </span>
      )}
    </Button>
  )
  return (
    <OpenOnDemand trigger={trigger} popup="dialog" preload={loadPopover}>
      <NotificationPopover trigger={trigger} unreadCount={count} />
    </OpenOnDemand>
  )
}
