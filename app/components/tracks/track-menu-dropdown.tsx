import { Heart, ListEnd, ListPlus, ListStart, Repeat2, Share2, Trash2 } from 'lucide-react'
import { useState, type ReactElement } from 'react'
import { PlaylistMenuItems } from '~/components/playlists/playlist-menu-items'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useLike } from '~/hooks/use-like'
import { useRepost } from '~/hooks/use-repost'
import { usePlayer } from '~/hooks/use-player'
import { useAddToPlaylist } from '~/hooks/use-playlists'
import { toast } from '~/hooks/use-toast'
import { copyToClipboard } from '~/lib/copy-to-clipboard'
import type { Track } from '~/lib/queries/types'
import { cn } from '~/lib/utils'
import { DeleteTrackDialog } from './delete-track-dialog'

/** Like and queue toasts stay 3 s (docs/product/limits.md#interface). */
const SHORT_TOAST_MS = 3000

const copyTrackLink = (track: Track) => copyToClipboard(new URL(`/track/${track.id}`, location.origin).href)

/**
 * Like or Unlike. It lives in the menu's content, which mounts only while the menu is open, so a list asks whether I
 * like a track for the one menu opened rather than for every card; the toast comes when the server has answered.
 */
function LikeItem({ track }: { track: Track }) {
  const like = useLike('track', track.id, track.likeCount, {
    onToggled: ({ isLiked }) =>
      toast({
        title: isLiked ? 'Added to Liked Tracks' : 'Removed from Liked Tracks',
        description: `${track.title} by ${track.artistName}`,
        duration: SHORT_TOAST_MS,
      }),
  })
  return (
    <DropdownMenuItem onSelect={like.toggle} disabled={like.isPending}>
      <Heart className={cn(like.isLiked && 'fill-red-500 text-red-500')} aria-hidden />{' '}
      {like.isLiked ? 'Unlike' : 'Like'}
    </DropdownMenuItem>
  )
}

/** Repost or Undo repost; mounted, like LikeItem, only while the menu is open. */
function RepostItem({ track }: { track: Track }) {
  const repost = useRepost('track', track.id, track.repostCount)
  return (
    <DropdownMenuItem onSelect={repost.toggle} disabled={repost.isPending}>
      <Repeat2 className={cn(repost.isReposted && 'text-primary')} aria-hidden />{' '}
      {repost.isReposted ? 'Undo repost' : 'Repost'}
    </DropdownMenuItem>
  )
}

/**
 * The track menu: Add to queue, Play next, Share, and for the owner Delete track; also Like, Repost and Add to
 * playlist. Loaded and mounted open by track-menu.tsx the first time its trigger is used.
 */
export default function TrackMenuDropdown({ track, trigger }: { track: Track; trigger: ReactElement }) {
  const { addToQueue, playNext } = usePlayer()
  const { user } = useCurrentUser()
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const byline = `${track.title} by ${track.artistName}`
  const addToPlaylist = useAddToPlaylist(track)
  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
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
          <LikeItem track={track} />
          <RepostItem track={track} />
          {user && (
            <DropdownMenuSub>
              <DropdownMenuSubTrigger>
                <ListPlus aria-hidden /> Add to playlist
              </DropdownMenuSubTrigger>
              <DropdownMenuSubContent>
                <PlaylistMenuItems onChoose={addToPlaylist.add} />
              </DropdownMenuSubContent>
            </DropdownMenuSub>
          )}
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
      {confirmingDelete && (
        <DeleteTrackDialog track={track} open={confirmingDelete} onOpenChange={setConfirmingDelete} />
      )}
    </>
  )
}
