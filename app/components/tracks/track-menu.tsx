import { MoreHorizontal } from 'lucide-react'
import { lazy } from 'react'
import { Button } from '~/components/ui/button'
import { OpenOnDemand } from '~/components/ui/open-on-demand'
import type { Track } from '~/lib/queries/types'
import { cn } from '~/lib/utils'

const loadDropdown = () => import('./track-menu-dropdown')
const TrackMenuDropdown = lazy(loadDropdown)

/** A track card's "More options" button; the menu (track-menu-dropdown.tsx) loads when it is first opened. */
export function TrackMenu({ track, className }: { track: Track; className?: string }) {
  const trigger = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`More options for ${track.title}`}
      className={cn('h-8 w-8', className)}
    >
      <MoreHorizontal aria-hidden />
    </Button>
  )
  return (
    <OpenOnDemand trigger={trigger} popup="menu" preload={loadDropdown}>
      <TrackMenuDropdown track={track} trigger={trigger} />
    </OpenOnDemand>
  )
}
