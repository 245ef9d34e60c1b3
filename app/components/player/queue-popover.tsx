import { ListMusic } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { usePlayer } from '~/hooks/use-player'
import { PlayerIconButton } from './player-icon-button'

/** The tracks waiting after the current one, in order, with a way to clear them. */
export function QueuePopover() {
  const { state, clearQueue } = usePlayer()
  const { queue } = state
  return (
    <Popover>
      <PopoverTrigger asChild>
        <PlayerIconButton label="Queue">
          <ListMusic aria-hidden />
        </PlayerIconButton>
      </PopoverTrigger>
      <PopoverContent align="end" side="top" className="w-80" aria-label="Queue">
        <div className="flex items-center justify-between gap-2">
          <h2 className="font-semibold">Up next</h2>
          {queue.length > 0 && (
            <Button variant="ghost" size="sm" onClick={clearQueue}>
              Clear queue
            </Button>
          )}
        </div>
        {queue.length ? (
          <ol className="mt-2 max-h-72 space-y-1 overflow-y-auto text-sm">
            {queue.map((track, index) => (
              <li key={`${track.id}-${index}`} className="flex gap-2 rounded px-1 py-1">
                <span className="w-5 shrink-0 text-right text-muted-foreground">{index + 1}</span>
                <span className="min-w-0 truncate">
                  {track.title} <span className="text-muted-foreground">· {track.artistName}</span>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">Your queue is empty</p>
        )}
      </PopoverContent>
    </Popover>
  )
}
