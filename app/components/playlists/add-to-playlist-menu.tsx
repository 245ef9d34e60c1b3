import { ListPlus } from 'lucide-react'
import type { ReactElement } from 'react'
import { Button } from '~/components/ui/button'
import { loadOnOpen } from '~/components/ui/open-on-demand'
import type { Track } from '~/lib/queries/types'

const AddToPlaylistDropdown = loadOnOpen<{ track: Pick<Track, 'id' | 'title'>; trigger: ReactElement }>(
  () => import('./add-to-playlist-dropdown'),
  'menu',
)

/** 'Add to playlist': the button; the menu of my playlists (add-to-playlist-dropdown.tsx) loads when first opened. */
export function AddToPlaylistMenu({ track }: { track: Pick<Track, 'id' | 'title'> }) {
  const trigger = (
    <Button variant="outline">
      <ListPlus aria-hidden /> Add to playlist
    </Button>
  )
  return <AddToPlaylistDropdown track={track} trigger={trigger} />
}
