import { useQuery } from '@tanstack/react-query'
import { ListPlus } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '~/components/ui/dropdown-menu'
import { useAddToPlaylist } from '~/hooks/use-playlists'
import { libraryQueries } from '~/lib/queries/library'
import type { Track } from '~/lib/queries/types'

/** 'Add to playlist': a menu of my playlists; choosing one appends the track. */
export function AddToPlaylistMenu({ track }: { track: Pick<Track, 'id' | 'title'> }) {
  const playlists = useQuery(libraryQueries.playlists())
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
        {playlists.isLoading && <DropdownMenuItem disabled>Loading...</DropdownMenuItem>}
        {playlists.data?.length === 0 && <DropdownMenuItem disabled>No playlists yet</DropdownMenuItem>}
        {playlists.data?.map((playlist) => (
          <DropdownMenuItem key={playlist.id} onSelect={() => add.mutate(playlist)}>
            {playlist.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
