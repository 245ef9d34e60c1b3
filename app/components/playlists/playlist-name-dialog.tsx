import { loadOnOpen } from '~/components/ui/open-on-demand'
import type { PlaylistNameDialogProps } from './playlist-name-dialog-content'

/** The playlist name dialog (playlist-name-dialog-content.tsx), loaded when its trigger is first used. */
export const PlaylistNameDialog = loadOnOpen<PlaylistNameDialogProps>(
  () => import('./playlist-name-dialog-content'),
  'dialog',
)
