import { useNavigate } from '@remix-run/react'
import { Pencil, Trash2 } from 'lucide-react'
import type { MouseEvent } from 'react'
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '~/components/ui/alert-dialog'
import { Button } from '~/components/ui/button'
import { useDeletePlaylist, useRenamePlaylist } from '~/hooks/use-playlists'
import type { Playlist } from '~/lib/queries/library'
import { PlaylistNameDialog } from './playlist-name-dialog'

/** Rename and delete, shown to the playlist's owner. */
export function PlaylistOwnerActions({ playlist }: { playlist: Pick<Playlist, 'id' | 'name'> }) {
  const rename = useRenamePlaylist(playlist.id)
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
        onSubmit={rename.mutateAsync}
      />
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="destructive">
            <Trash2 aria-hidden /> Delete playlist
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete “{playlist.name}”?</AlertDialogTitle>
            <AlertDialogDescription>The playlist will be removed. The tracks in it stay where they are.</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={confirmDelete} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  )
}
