import type { ReactElement } from 'react'
import { loadOnOpen } from '~/components/ui/open-on-demand'

/**
 * The creating actions of a signed-in user (Go Live, Upload Track, Create Post) behind one trigger that sits in a
 * bar, so they never float over the page (docs/decisions/009-bottom-dock-and-focus-ring.md). Its menu opens above a
 * trigger in the bottom bar and below one in the header.
 */
export const CreateMenu = loadOnOpen<{ trigger: ReactElement; side: 'top' | 'bottom' }>(
  () => import('./create-menu-dropdown'),
  'menu',
)
