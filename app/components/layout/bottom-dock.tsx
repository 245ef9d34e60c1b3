import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The fixed bottom of every page, stacked in one box so nothing in it covers anything else: the floating actions,
 * then the player, then the phone's bottom navigation. It reports its height so the page reserves that much room
 * below its content, and no control ends up unreachable under the dock.
 */
export function BottomDock({ onResize, children }: { onResize: (height: number) => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const dock = ref.current
    if (!dock) return
    const observer = new ResizeObserver(() => onResize(dock.offsetHeight))
    observer.observe(dock)
    return () => observer.disconnect()
  }, [onResize])
  return (
    // Only the dock's own controls take clicks: the page stays clickable beside the floating actions.
    <div ref={ref} className="pointer-events-none fixed inset-x-0 bottom-0 z-40 flex flex-col">
      {children}
    </div>
  )
}
