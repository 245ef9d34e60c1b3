import { Link } from '@remix-run/react'
import { ChevronUp, Maximize2 } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { Tooltip, TooltipContent, TooltipTrigger } from '~/components/ui/tooltip'
import { usePlayer } from '~/hooks/use-player'
import { PlayerIconButton } from './player-icon-button'
import { SeekSlider } from './seek-slider'
import { TrackSummary } from './track-summary'
import { NextButton, PlayPauseButton, PreviousButton } from './transport-controls'
import { VolumeControl } from './volume-control'

/** The minimized bar: track and artist links, previous/play/next, progress, volume and 'Open full player'. */
export function MiniPlayerBar() {
  const { state, toggleMinimized } = usePlayer()
  const track = state.currentTrack
  return (
    <div className="mx-auto flex max-w-screen-2xl items-center gap-1 px-2 py-1 md:gap-2 md:px-4">
      <TrackSummary track={track} withCover={false} className="flex-1" />
      <PreviousButton />
      <PlayPauseButton />
      <NextButton />
      <SeekSlider compact className="w-16 sm:w-40" />
      <VolumeControl className="hidden md:flex" />
      {track && (
        <Tooltip>
          <TooltipTrigger asChild>
            <Button asChild variant="ghost" size="icon" className="h-8 w-8 shrink-0 md:h-9 md:w-9">
              <Link to={`/tracks/${track.id}`} aria-label="Open full player">
                <Maximize2 aria-hidden />
              </Link>
            </Button>
          </TooltipTrigger>
          <TooltipContent>Open full player</TooltipContent>
        </Tooltip>
      )}
      <PlayerIconButton label="Expand player" onClick={toggleMinimized}>
        <ChevronUp aria-hidden />
      </PlayerIconButton>
    </div>
  )
}
