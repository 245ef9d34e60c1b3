import * as SliderPrimitive from '@radix-ui/react-slider'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { usePlayer } from '~/hooks/use-player'
import { formatDuration } from '~/lib/format'
import { trackQueries } from '~/lib/queries/content'
import { cn } from '~/lib/utils'
import { WaveformBars } from './waveform-bars'

/** The full player seeks by whole seconds, the compact one by tenths (docs/product/limits.md#player). */
const FULL_STEP = 1
const COMPACT_STEP = 0.1

/**
 * The progress slider; the full one is drawn over the track's waveform peaks when the upload has them. Lists leave
 * the peaks out, so they come from the track's detail: the track page's own, or read once the track plays.
 */
export function SeekSlider({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { state, seek } = usePlayer()
  // Where the pointer holds the thumb: shown instead of the time until the drag ends, and sought only then.
  const [dragged, setDragged] = useState<number | null>(null)
  const dragging = useRef(false)
  const duration = state.duration || state.currentTrack?.duration || 0
  const position = Math.min(dragged ?? state.currentTime, duration)
  const trackId = state.currentTrack?.id ?? 0
  const detail = useQuery({
    ...trackQueries.detail(trackId, state.currentTrack?.linkSecret),
    enabled: !compact && trackId > 0,
  })
  const waveform = compact ? null : detail.data?.waveform
  return (
    <SliderPrimitive.Root
      value={[position]}
      max={duration || 1}
      step={compact ? COMPACT_STEP : FULL_STEP}
      disabled={!state.currentTrack}
      onPointerDown={() => {
        dragging.current = true
      }}
      // A key seeks at once. Radix reports a key's commit before its change, so a drag value set here for a key
      // would never be cleared, and the bar would stop following the time (even when a track ends).
      onValueChange={([value]) => (dragging.current ? setDragged(value) : seek(value))}
      onValueCommit={([value]) => {
        if (dragging.current) seek(value)
      }}
      // After the pointer's commit; also ends a drag that changed nothing, for which Radix commits nothing.
      onLostPointerCapture={() => {
        dragging.current = false
        setDragged(null)
      }}
      className={cn('relative flex touch-none select-none items-center', waveform?.length ? 'h-8' : 'h-4', className)}
    >
      {waveform?.length ? <WaveformBars peaks={waveform} progress={duration ? position / duration : 0} /> : null}
      <SliderPrimitive.Track
        className={cn(
          'relative h-1.5 w-full grow overflow-hidden rounded-full',
          waveform?.length ? 'bg-transparent' : 'bg-secondary',
        )}
      >
        <SliderPrimitive.Range className={cn('absolute h-full', waveform?.length ? 'bg-transparent' : 'bg-primary')} />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label="Seek"
        aria-valuetext={`${formatDuration(position)} of ${formatDuration(duration)}`}
        className="block h-3.5 w-3.5 rounded-full border-2 border-primary bg-background"
      />
    </SliderPrimitive.Root>
  )
}
