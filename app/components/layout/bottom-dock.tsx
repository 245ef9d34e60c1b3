import type { ReactNode } from 'react'
import { useHeightVariable } from './use-height-variable'

/**
 * The fixed bottom of every page, stacked in one box so nothing in it covers anything else: the player, then the
 * phone's bottom navigation. Its height is --dock-height, which the page keeps free below its content and below
 * any control scrolled into view (docs/decisions/009-bottom-dock-and-focus-ring.md).
 */
export function BottomDock({ children }: { children: ReactNode }) {
  const ref = useHeightVariable<HTMLDivElement>('--dock-height')
  return (
    <div ref={ref} className="fixed inset-x-0 bottom-0 z-40 flex flex-col">
      {children}
    </div>
  )
}
