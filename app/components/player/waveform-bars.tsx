import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import { cn } from '~/lib/utils'
import { resamplePeaks } from '~/lib/waveform'

/** One bar per 3 px of width: 2 px of bar and the 1 px gap, so an upload's 800 peaks fit a phone's bar too. */
const BAR_PITCH_PX = 3

/** The width of the element, followed as the layout changes. */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(0)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    setWidth(element.clientWidth)
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width))
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

/** The upload's peaks (0..1) as bars, as many as the width has room for; those already played take the theme fill. */
export function WaveformBars({ peaks, progress }: { peaks: number[]; progress: number }) {
  const { ref, width } = useWidth<HTMLDivElement>()
  const bars = useMemo(() => resamplePeaks(peaks, width / BAR_PITCH_PX), [peaks, width])
  return (
    <div ref={ref} className="pointer-events-none absolute inset-0 flex items-center gap-px" aria-hidden>
      {bars.map((peak, index) => (
        <span
          key={index}
          className={cn('flex-1 rounded-sm', index / bars.length < progress ? 'bg-primary' : 'bg-muted-foreground/40')}
          style={{ height: `${Math.max(8, Math.min(1, peak) * 100)}%` }}
        />
      ))}
    </div>
  )
}
