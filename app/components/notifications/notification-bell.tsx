import { Bell } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { NotificationList } from './notification-list'
import { useUnreadCount } from './use-notifications'

const badgeText = (count: number) => (count > 99 ? '99+' : String(count))

/** The header's bell (signed-in users only): the unread count as a badge, the newest entries in a popover. */
export function NotificationBell() {
  const count = useUnreadCount()
  const [open, setOpen] = useState(false)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={count ? `Notifications, ${count} unread` : 'Notifications'}>
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
      </PopoverTrigger>
      <PopoverContent aria-label="Notifications" align="end" collisionPadding={8} className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <NotificationList unreadCount={count} onFollow={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  )
}
