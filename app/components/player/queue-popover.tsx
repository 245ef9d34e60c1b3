import { ListMusic } from 'lucide-react'
import { useId } from 'react'
import { Button } from '~/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { usePlayer } from '~/hooks/use-player'
import { hasQueued } from '~/lib/player/player-reducer'
import type { PlayerTrack } from '~/lib/player/player-state'
import { PlayerIconButton } from './player-icon-button'

/** Numbered tracks named by the heading `labelId` points to; `firstNumber` continues a list above. */
function QueuedTracks({
  tracks,
  labelId,
  firstNumber,
}: {
  tracks: PlayerTrack[]
  labelId: string
  firstNumber: number
}) {
  return (
    <ol aria-labelledby={labelId} className="mt-2 space-y-1 text-sm">
      {tracks.map((track, index) => (
        <li key={`${track.id}-${index}`} className="flex gap-2 rounded px-1 py-1">
          <span className="w-5 shrink-0 text-right text-muted-foreground">{firstNumber + index}</span>
          <span className="min-w-0 truncate">
            {track.title} <span className="text-muted-foreground">· {track.artistName}</span>
          </span>
        </li>
      ))}
    </ol>
  )
}

/** The tracks waiting after the current one, in order: the listener's, then the radio's; with a way to clear them. */
export function QueuePopover() {
  const { state, clearQueue } = usePlayer()
  const { queue, related } = state
  const queueHeading = useId()
  const relatedHeading = useId()
  return (
    <Popover>
      <PopoverTrigger asChild>
        <PlayerIconButton label="Queue">
          <ListMusic aria-hidden />
        </PlayerIconButton>
      </PopoverTrigger>
      <PopoverContent align="end" side="top" className="w-80" aria-label="Queue">
        <div className="flex items-center justify-between gap-2">
          <h2 id={queueHeading} className="font-semibold">
            Up next
          </h2>
          {hasQueued(state) && (
            <Button variant="ghost" size="sm" onClick={clearQueue}>
              Clear queue
            </Button>
          )}
        </div>
        <div className="max-h-72 overflow-y-auto">
          {queue.length ? (
            <QueuedTracks tracks={queue} labelId={queueHeading} firstNumber={1} />
          ) : (
            <p className="mt-2 text-sm text-muted-foreground">Your queue is empty</p>
          )}
          {related.length > 0 && (
            <>
              <h3 id={relatedHeading} className="mt-3 font-semibold">
                Up next: related
              </h3>
              <QueuedTracks tracks={related} labelId={relatedHeading} firstNumber={queue.length + 1} />
            </>
          )}
        </div>
      </PopoverContent>
    </Popover>
  )
}
