import { Volume1, Volume2, VolumeX } from 'lucide-react'
import { Slider } from '~/components/ui/slider'
import { usePlayer } from '~/hooks/use-player'
import { cn } from '~/lib/utils'
import { PlayerIconButton } from './player-icon-button'

/** Mute and a 0–100 volume slider (default 75). */
export function VolumeControl({ className }: { className?: string }) {
  const { state, toggleMute, setVolume } = usePlayer()
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
    </div>
  )
}
