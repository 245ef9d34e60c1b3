import { useNavigate } from '@remix-run/react'
import { Pencil, Trash2 } from 'lucide-react'
import type { MouseEvent } from 'react'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { PrivateLinkActions } from '~/components/share/private-link-actions'
import { SettingSwitch } from '~/components/tracks/setting-switch'
import { useDeletePlaylist, useRenamePlaylist, useSetPlaylistVisibility } from '~/hooks/use-playlists'
import { libraryQueries, type Playlist } from '~/lib/queries/library'
import { PlaylistNameDialog } from './playlist-name-dialog'

/** Rename, private or public, the private link, and delete, shown to the playlist's owner. */
export function PlaylistOwnerActions({
  playlist,
}: {
  playlist: Pick<Playlist, 'id' | 'name' | 'visibility' | 'privateToken'>
}) {
  const rename = useRenamePlaylist(playlist.id)
  const setVisibility = useSetPlaylistVisibility(playlist.id)
  const remove = useDeletePlaylist(playlist.id)
  const navigate = useNavigate()
  const confirmDelete = (event: MouseEvent) => {
    event.preventDefault()
    remove.mutate(undefined, { onSuccess: () => navigate('/library') })
  }
  return (
    <div className="flex flex-wrap gap-2">
      <PlaylistNameDialog
        trigger={
          <Button variant="outline">
            <Pencil aria-hidden /> Rename
          </Button>
        }
        title="Rename Playlist"
        description="Choose a new name for this playlist."
        submitLabel="Save"
        pendingLabel="Saving..."
        initialName={playlist.name}
        onSubmit={(name) => rename.mutateAsync(name)}
      />
      <ConfirmDialog
        trigger={
          <Button variant="destructive">
            <Trash2 aria-hidden /> Delete playlist
          </Button>
        }
        title={`Delete “${playlist.name}”?`}
        question="The playlist will be removed. The tracks in it stay where they are."
        confirm="Delete"
        pending={remove.isPending}
        pendingLabel="Deleting..."
        onConfirm={confirmDelete}
      />
      <SettingSwitch
        label="Private"
        checked={playlist.visibility === 'private'}
        onCheckedChange={(isPrivate) => setVisibility.mutate(isPrivate ? 'private' : 'public')}
        disabled={setVisibility.isPending}
      />
      {playlist.visibility === 'private' && (
        <PrivateLinkActions
          pagePath={`/playlist/${playlist.id}`}
          resetPath={`/api/playlists/${playlist.id}/private-link`}
          queryKey={libraryQueries.playlist(playlist.id).queryKey}
          privateToken={playlist.privateToken}
        />
      )}
    </div>
  )
}
