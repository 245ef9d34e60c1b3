import { Clock } from 'lucide-react'

/** Above the picture of a stream made ahead (for broadcasting software) until its first bytes make it live. */
export function WaitingForBroadcastNotice() {
  return (
    <p role="status" className="flex items-center gap-2 rounded-md bg-muted px-4 py-2 text-sm">
      <Clock className="h-4 w-4" aria-hidden />
      Waiting for the broadcast…
    </p>
  )
}
