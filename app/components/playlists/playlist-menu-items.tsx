import { useQuery } from '@tanstack/react-query'
import { DropdownMenuItem } from '~/components/ui/dropdown-menu'
import { libraryQueries, type PlaylistSummary } from '~/lib/queries/library'

/** My playlists as the items of an open menu (loaded when it opens); choosing one hands it to `onChoose`. */
export function PlaylistMenuItems({ onChoose }: { onChoose: (playlist: PlaylistSummary) => void }) {
  const playlists = useQuery(libraryQueries.playlists())
  return (
    <>
      {playlists.isLoading && <DropdownMenuItem disabled>Loading...</DropdownMenuItem>}
      {playlists.data?.length === 0 && <DropdownMenuItem disabled>No playlists yet</DropdownMenuItem>}
      {playlists.data?.map((playlist) => (
        <DropdownMenuItem key={playlist.id} onSelect={() => onChoose(playlist)}>
          {playlist.name}
        </DropdownMenuItem>
      ))}
    </>
  )
}
