import { Waveform } from '~/components/tracks/waveform'
import { formatDuration } from '~/lib/format'

/**
 * The embed's position: the track's waveform (a plain bar without one) that seeks where it is pressed, as a slider
 * the keyboard moves too. app/lib/embed/audio-embed.ts clips the played copy over the unplayed one.
 */
export function EmbedSeekBar({ peaks, duration }: { peaks: number[] | null; duration: number }) {
  const shape = (className: string) =>
    peaks?.length ? (
      <Waveform peaks={peaks} className={`h-full ${className}`} />
    ) : (
      <div className={`my-auto h-1.5 w-full rounded-full bg-current ${className}`} />
    )
  return (
    <div className="space-y-0.5">
      <div
        data-embed-seek
        role="slider"
        tabIndex={0}
        aria-label="Seek"
        aria-valuemin={0}
        aria-valuemax={Math.floor(duration)}
        aria-valuenow={0}
        aria-valuetext={formatDuration(0)}
        className="relative flex h-10 cursor-pointer touch-none"
      >
        {shape('text-muted-foreground/40')}
        <div data-embed-progress className="absolute inset-0 flex" style={{ clipPath: 'inset(0 100% 0 0)' }}>
          {shape('text-primary')}
        </div>
      </div>
      <div className="flex justify-between text-xs tabular-nums text-muted-foreground">
        <span data-embed-time>{formatDuration(0)}</span>
        <span data-embed-duration>{formatDuration(duration)}</span>
      </div>
    </div>
  )
}
