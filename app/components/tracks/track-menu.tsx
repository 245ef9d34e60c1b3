import { ListEnd, ListStart, MoreHorizontal, Share2, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '~/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '~/components/ui/dropdown-menu'
import { useCurrentUser } from '~/hooks/use-current-user'
import { usePlayer } from '~/hooks/use-player'
import { toast } from '~/hooks/use-toast'
import type { Track } from '~/lib/queries/types'
import { cn } from '~/lib/utils'
import { DeleteTrackDialog } from './delete-track-dialog'

/** SPEC §9: copy-link and queue toasts stay 3 s. */
const SHORT_TOAST_MS = 3000

async function copyTrackLink(track: Track) {
  try {
    await navigator.clipboard.writeText(new URL(`/track/${track.id}`, location.origin).href)
    toast({ title: 'Link copied!', duration: SHORT_TOAST_MS })
  } catch (error) {
    console.error('Copying the track link failed', error)
    toast({ title: 'Failed to copy', description: 'Please try again or copy the link manually.', variant: 'destructive' })
  }
}

/** SPEC §2 track menu: Add to queue, Play next, Share, and for the owner Delete track. */
export function TrackMenu({ track, className }: { track: Track; className?: string }) {
  const { addToQueue, playNext } = usePlayer()
  const { user } = useCurrentUser()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const byline = `${track.title} by ${track.artistName}`
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`More options for ${track.title}`} className={cn('h-8 w-8', className)}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem
            onSelect={() => {
              addToQueue(track)
              toast({ title: 'Added to queue', description: byline, duration: SHORT_TOAST_MS })
            }}
          >
            <ListEnd aria-hidden /> Add to queue
          </DropdownMenuItem>
          <DropdownMenuItem
            onSelect={() => {
              playNext(track)
              toast({ title: 'Playing next', description: byline, duration: SHORT_TOAST_MS })
            }}
          >
            <ListStart aria-hidden /> Play next
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void copyTrackLink(track)}>
            <Share2 aria-hidden /> Share
          </DropdownMenuItem>
          {user?.id === track.userId && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => setConfirmingDelete(true)} className="text-red-400 focus:text-red-400">
                <Trash2 aria-hidden /> Delete track
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      {confirmingDelete && <DeleteTrackDialog track={track} open={confirmingDelete} onOpenChange={setConfirmingDelete} />}
    </>
  )
}
