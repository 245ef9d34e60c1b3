import { Pause, Play, Repeat, Repeat1, Shuffle, SkipBack, SkipForward } from 'lucide-react'
import { usePlayer } from '~/hooks/use-player'
import { hasQueued } from '~/lib/player/player-reducer'
import type { RepeatMode } from '~/lib/player/player-state'
import { cn } from '~/lib/utils'
import { PlayerIconButton } from './player-icon-button'

const REPEAT_LABELS: Record<RepeatMode, string> = {
  off: 'Enable repeat all',
  all: 'Enable repeat one',
  one: 'Disable repeat',
}

export function PreviousButton() {
  const { state, previous } = usePlayer()
  return (
    <PlayerIconButton
      label={state.history.length ? 'Previous track' : 'Restart track'}
      onClick={previous}
      disabled={!state.currentTrack}
    >
      <SkipBack aria-hidden />
    </PlayerIconButton>
  )
}

export function PlayPauseButton() {
  const { state, togglePlay } = usePlayer()
  return (
    <PlayerIconButton
      label={state.isPlaying ? 'Pause' : 'Play'}
      onClick={togglePlay}
      disabled={!state.currentTrack}
      variant="default"
      className="rounded-full"
    >
      {state.isPlaying ? <Pause aria-hidden /> : <Play aria-hidden />}
    </PlayerIconButton>
  )
}

export function NextButton() {
  const { state, next } = usePlayer()
  return (
    <PlayerIconButton
      label={hasQueued(state) ? 'Next track' : 'End playback'}
      onClick={next}
      disabled={!state.currentTrack && !state.queue.length}
    >
      <SkipForward aria-hidden />
    </PlayerIconButton>
  )
}

export function ShuffleButton() {
  const { state, toggleShuffle } = usePlayer()
  return (
    <PlayerIconButton
      label={state.isShuffling ? 'Disable shuffle' : 'Enable shuffle'}
      onClick={toggleShuffle}
      className={cn(state.isShuffling && 'text-link')}
    >
      <Shuffle aria-hidden />
    </PlayerIconButton>
  )
}

export function RepeatButton() {
  const { state, cycleRepeat } = usePlayer()
  const Icon = state.repeatMode === 'one' ? Repeat1 : Repeat
  return (
    <PlayerIconButton
      label={REPEAT_LABELS[state.repeatMode]}
      onClick={cycleRepeat}
      className={cn(state.repeatMode !== 'off' && 'text-link')}
    >
      <Icon aria-hidden />
    </PlayerIconButton>
  )
}
