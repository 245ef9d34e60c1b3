import { cn } from '~/lib/utils'
import { resamplePeaks } from '~/lib/waveform'

const BARS = 120

/** The track's waveform as stored at upload; decorative, as the duration and play controls say the same. */
export function Waveform({ peaks, className }: { peaks: number[]; className?: string }) {
  const bars = resamplePeaks(peaks, BARS)
  return (
    <svg
      viewBox={`0 0 ${bars.length * 2} 100`}
      preserveAspectRatio="none"
      className={cn('h-20 w-full text-link', className)}
      aria-hidden
      focusable="false"
    >
      {bars.map((peak, index) => {
        const height = Math.max(2, peak * 100)
        return (
          <rect
            key={index}
            x={index * 2}
            y={(100 - height) / 2}
            width={1.4}
            height={height}
            rx={0.5}
            fill="currentColor"
          />
        )
      })}
    </svg>
  )
}
