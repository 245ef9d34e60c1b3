import { Plus } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { useCreatePlaylist } from '~/hooks/use-playlists'
import { PlaylistNameDialog } from './playlist-name-dialog'

export function CreatePlaylistButton() {
  const create = useCreatePlaylist()
  return (
    <PlaylistNameDialog
      trigger={
        <Button>
          <Plus aria-hidden /> Create Playlist
        </Button>
      }
      title="Create Playlist"
      description="Give your playlist a name; you can add tracks from any track page."
      submitLabel="Create"
      pendingLabel="Creating..."
      onSubmit={(name, idempotencyKey) => create.mutateAsync({ input: name, idempotencyKey })}
    />
  )
}
