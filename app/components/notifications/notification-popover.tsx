import { useState, type ReactElement } from 'react'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { NotificationList } from './notification-list'

/** The bell's popover of the newest entries, loaded and mounted open by notification-bell.tsx when first opened. */
export default function NotificationPopover({ trigger, unreadCount }: { trigger: ReactElement; unreadCount: number }) {
  const [open, setOpen] = useState(true)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent
        aria-label="Notifications"
        align="end"
        collisionPadding={8}
        className="w-[min(22rem,calc(100vw-1rem))] p-0"
      >
        <NotificationList unreadCount={unreadCount} onFollow={() => setOpen(false)} />
      </PopoverContent>
    </Popover>
  )
}
