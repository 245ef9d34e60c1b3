import { Volume1, Volume2, VolumeX } from 'lucide-react'
import { Slider } from '~/components/ui/slider'
import { usePlayer } from '~/hooks/use-player'
import { formatGainDb, TARGET_LUFS } from '~/lib/player/normalization-gain'
import { cn } from '~/lib/utils'
import { PlayerIconButton } from './player-icon-button'

/** Mute, a 0–100 volume slider (default 75) and, where the bar has room, the loudness gain applied to the track. */
export function VolumeControl({ className }: { className?: string }) {
  const { state, toggleMute, setVolume, normalizationDb } = usePlayer()
  const Icon = state.volume === 0 ? VolumeX : state.volume < 50 ? Volume1 : Volume2
  return (
    <div className={cn('flex items-center gap-1', className)}>
      <PlayerIconButton label={state.muted ? 'Unmute' : 'Mute'} onClick={toggleMute}>
        <Icon aria-hidden />
      </PlayerIconButton>
      <Slider
        aria-label="Volume"
        value={[state.volume]}
        min={0}
        max={100}
        step={1}
        onValueChange={([volume]) => setVolume(volume)}
        className="w-24"
      />
      {normalizationDb !== null && (
        <span
          title={`Brought to ${TARGET_LUFS} LUFS like every track`}
          className="ml-2 hidden whitespace-nowrap text-xs tabular-nums text-muted-foreground xl:inline"
        >
          Normalized {formatGainDb(normalizationDb)}
        </span>
      )}
    </div>
  )
}
