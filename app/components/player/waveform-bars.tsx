import { cn } from '~/lib/utils'

/** The upload's peaks (0..1) as bars; those already played take the theme fill. */
export function WaveformBars({ peaks, progress }: { peaks: number[]; progress: number }) {
  return (
    <div className="pointer-events-none absolute inset-0 flex items-center gap-px" aria-hidden>
      {peaks.map((peak, index) => (
        <span
          key={index}
          className={cn('flex-1 rounded-sm', index / peaks.length < progress ? 'bg-primary' : 'bg-muted-foreground/40')}
          style={{ height: `${Math.max(8, Math.min(1, peak) * 100)}%` }}
        />
      ))}
    </div>
  )
}
