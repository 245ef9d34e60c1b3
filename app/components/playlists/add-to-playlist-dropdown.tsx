import { cloneElement, type ReactElement } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu'
import { useAddToPlaylist } from '~/hooks/use-playlists'
import type { Track } from '~/lib/queries/types'
import { PlaylistMenuItems } from './playlist-menu-items'

/** 'Add to playlist': a menu of my playlists; choosing one appends the track. Loaded by add-to-playlist-menu.tsx. */
export default function AddToPlaylistDropdown({
  track,
  trigger,
  defaultOpen,
}: {
  track: Pick<Track, 'id' | 'title'>
  trigger: ReactElement
  defaultOpen: boolean
}) {
  const add = useAddToPlaylist(track)
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{cloneElement(trigger, { disabled: add.pending })}</DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>Your playlists</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <PlaylistMenuItems onChoose={add.add} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
