import { ListPlus } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '~/components/ui/dropdown-menu'
import { useAddToPlaylist } from '~/hooks/use-playlists'
import type { Track } from '~/lib/queries/types'
import { PlaylistMenuItems } from './playlist-menu-items'

/** 'Add to playlist': a menu of my playlists; choosing one appends the track. */
export function AddToPlaylistMenu({ track }: { track: Pick<Track, 'id' | 'title'> }) {
  const add = useAddToPlaylist(track)
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" disabled={add.isPending}>
          <ListPlus aria-hidden /> Add to playlist
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Your playlists</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <PlaylistMenuItems onChoose={add.mutate} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
