import { useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { usePlayer } from '~/hooks/use-player'
import { formatDuration } from '~/lib/format'
import { secondsAt } from '~/lib/waveform'

const ARROW_STEP_SECONDS = 5

interface WaveformMomentPickerProps {
  track: { id: number; duration: number }
  onPick: (seconds: number) => void
  children: ReactNode
}

/**
 * The waveform as the way to comment on a moment: a click picks the moment under the pointer; from the keyboard,
 * Enter or Space picks the moment a marker shows (where this track plays, else 0:00), which the arrow keys move.
 * While this track is in the player a pick also seeks it there, so the listener hears the moment they comment on;
 * otherwise nothing starts playing (docs/decisions/043-reposts-and-a-feed-of-followed-creators.md).
 */
export function WaveformMomentPicker({ track, onPick, children }: WaveformMomentPickerProps) {
  const { state, seek } = usePlayer()
  const [chosen, setChosen] = useState<number | null>(null)
  const [marking, setMarking] = useState(false)
  const last = Math.floor(track.duration)
  const inPlayer = state.currentTrack?.id === track.id
  const playing = inPlayer ? Math.min(last, Math.floor(state.currentTime)) : 0
  const at = chosen ?? playing
  const pick = (seconds: number) => {
    if (inPlayer) seek(seconds)
    onPick(seconds)
  }

  const underPointer = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return secondsAt(event.clientX - box.left, box.width, track.duration)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: at - ARROW_STEP_SECONDS,
      ArrowRight: at + ARROW_STEP_SECONDS,
      Home: 0,
      End: last,
    }
    if (event.key in moves) setChosen(Math.min(last, Math.max(0, moves[event.key])))
    else if (event.key === 'Enter' || event.key === ' ') pick(at)
    else return
    event.preventDefault()
  }

  return (
    <div
      role="button"
      tabIndex={0}
      aria-label={`Comment at ${formatDuration(at)}`}
      aria-keyshortcuts="ArrowLeft ArrowRight Home End"
      className="group relative cursor-pointer rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      onClick={(event) => pick(underPointer(event))}
      onPointerMove={(event) => {
        setChosen(underPointer(event))
        setMarking(true)
      }}
      onPointerLeave={() => {
        setChosen(null)
        setMarking(false)
      }}
      onFocus={() => setMarking(true)}
      onBlur={() => setMarking(false)}
      onKeyDown={onKeyDown}
    >
      {children}
      {marking && last > 0 && (
        <span
          aria-hidden
          className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 bg-foreground/70"
          style={{ left: `${(at / track.duration) * 100}%` }}
        />
      )}
    </div>
  )
}
