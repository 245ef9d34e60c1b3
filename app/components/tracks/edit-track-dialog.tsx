import { Pencil } from 'lucide-react'
import type { ReactElement } from 'react'
import { Button } from '~/components/ui/button'
import { loadOnOpen } from '~/components/ui/open-on-demand'
import type { TrackDetail } from '~/lib/queries/types'

const EditTrackDialogContent = loadOnOpen<{ track: TrackDetail; trigger: ReactElement }>(
  () => import('./edit-track-dialog-content'),
  'dialog',
)

/** The owner's "Edit" button on the track page; the dialog (edit-track-dialog-content.tsx) loads when first opened. */
export function EditTrackDialog({ track }: { track: TrackDetail }) {
  const trigger = (
    <Button variant="outline">
      <Pencil aria-hidden /> Edit
    </Button>
  )
  return <EditTrackDialogContent track={track} trigger={trigger} />
}
