import { Link } from '@remix-run/react'
import { ArrowRightLeft, RefreshCw } from 'lucide-react'
import { Button } from '~/components/ui/button'
import type { FoundStream } from '~/lib/live/studio-session'
import { EndStreamButton } from './end-stream-button'

/**
 * The host's live stream the studio found on opening: reconnecting to it, or broadcast from another tab (which this
 * tab may take over) or from broadcasting software (which this tab may end at once, without the grace that follows
 * the program's last push).
 */
export function FoundStreamStatus({
  found,
  resuming,
  onTakeOver,
  onEnd,
}: {
  found: FoundStream
  resuming: boolean
  onTakeOver: () => void
  onEnd: () => void
}) {
  const status = resuming
    ? 'Reconnecting…'
    : found.broadcastFrom === 'software'
      ? 'This stream is live from broadcasting software.'
      : 'This stream is live in another tab.'
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="status" className="text-sm">
        <p className="font-medium">{found.title}</p>
        <p className="flex items-center gap-2 text-muted-foreground">
          {resuming && <RefreshCw className="h-4 w-4 animate-spin motion-reduce:animate-none" aria-hidden />}
          {status}
        </p>
        {found.broadcastFrom === 'software' && (
          <Link to={`/stream/${found.id}`} className="underline">
            Open the stream page
          </Link>
        )}
      </div>
      {!resuming && found.broadcastFrom === 'studio' && (
        <Button onClick={onTakeOver}>
          <ArrowRightLeft aria-hidden /> Take over here
        </Button>
      )}
      {!resuming && found.broadcastFrom === 'software' && <EndStreamButton onConfirm={onEnd} disabled={false} />}
    </div>
  )
}
