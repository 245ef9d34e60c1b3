import { cn } from '~/lib/utils'

const BARS = 120

/** Peaks (0..1) bucketed into at most BARS bars, each the loudest peak of its bucket. */
export function waveformBars(peaks: number[], bars = BARS): number[] {
  if (peaks.length <= bars) return peaks
  return Array.from({ length: bars }, (_, index) => {
    const bucket = peaks.slice(Math.floor((index * peaks.length) / bars), Math.floor(((index + 1) * peaks.length) / bars))
    return Math.max(...bucket)
  })
}

/** The track's waveform as stored at upload; decorative, as the duration and play controls say the same. */
export function Waveform({ peaks, className }: { peaks: number[]; className?: string }) {
  const bars = waveformBars(peaks)
  return (
    <svg viewBox={`0 0 ${bars.length * 2} 100`} preserveAspectRatio="none" className={cn('h-20 w-full text-link', className)} aria-hidden focusable="false">
      {bars.map((peak, index) => {
        const height = Math.max(2, peak * 100)
        return <rect key={index} x={index * 2} y={(100 - height) / 2} width={1.4} height={height} rx={0.5} fill="currentColor" />
      })}
    </svg>
  )
}
