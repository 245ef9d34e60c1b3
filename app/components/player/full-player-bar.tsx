import { ChevronDown } from 'lucide-react'
import { usePlayer } from '~/hooks/use-player'
import { PlaybackTime } from './playback-time'
import { PlayerIconButton } from './player-icon-button'
import { QueuePopover } from './queue-popover'
import { SeekSlider } from './seek-slider'
import { TrackSummary } from './track-summary'
import { NextButton, PlayPauseButton, PreviousButton, RepeatButton, ShuffleButton } from './transport-controls'
import { VolumeControl } from './volume-control'

/**
 * The full bar (docs/product/screens.md#audio-player). On phones the progress spans the top row and the volume is
 * left to the device's keys; from md up it is the three-column desktop layout.
 */
export function FullPlayerBar() {
  const { state, toggleMinimized } = usePlayer()
  const duration = state.duration || state.currentTrack?.duration || 0
  return (
    <div className="mx-auto grid max-w-screen-2xl grid-cols-[minmax(0,1fr)_auto_auto] items-center gap-x-1 px-2 py-1.5 [grid-template-areas:'seek_seek_seek'_'summary_controls_extras'] md:grid-cols-[minmax(0,1fr)_minmax(0,2fr)_minmax(0,1fr)] md:gap-x-4 md:px-4 md:py-2 md:[grid-template-areas:'summary_controls_extras'_'summary_seek_extras']">
      <TrackSummary track={state.currentTrack} className="[grid-area:summary]" />
      <div className="flex items-center justify-center gap-0.5 [grid-area:controls] md:gap-1">
        <ShuffleButton />
        <PreviousButton />
        <PlayPauseButton />
        <NextButton />
        <RepeatButton />
      </div>
      <div className="flex items-center gap-1 [grid-area:seek] md:gap-2">
        <PlaybackTime seconds={state.currentTime} />
        <SeekSlider className="flex-1" />
        <PlaybackTime seconds={duration} />
      </div>
      <div className="flex items-center justify-end gap-0.5 [grid-area:extras] md:gap-1">
        <VolumeControl className="hidden md:flex" />
        <QueuePopover />
        <PlayerIconButton label="Minimize player" onClick={toggleMinimized}>
          <ChevronDown aria-hidden />
        </PlayerIconButton>
      </div>
    </div>
  )
}
