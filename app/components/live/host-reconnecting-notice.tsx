import { RefreshCw } from 'lucide-react'

/** Above the picture while the room waits for its host to come back (a reload, a dropped network). */
export function HostReconnectingNotice() {
  return (
    <p role="status" className="flex items-center gap-2 rounded-md bg-muted px-4 py-2 text-sm">
      <RefreshCw className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />
      The broadcast stopped. Waiting for it to come back…
    </p>
  )
}
