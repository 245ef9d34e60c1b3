import { Volume2, VolumeX } from 'lucide-react'
import { Badge } from '~/components/ui/badge'
import { Button } from '~/components/ui/button'
import { Slider } from '~/components/ui/slider'
import { useLiveAudioLevel } from '~/hooks/use-live-audio-level'
import type { useLiveAudio } from '~/hooks/use-live-audio'
import { DbMeter } from './db-meter'
import { SpectrumCanvas } from './spectrum-canvas'

type LiveAudio = ReturnType<typeof useLiveAudio>

/** The viewer page's audio: connection badge, dB meter, volume with mute, spectrum. */
export function AudioPanel({ audio }: { audio: LiveAudio }) {
  const level = useLiveAudioLevel(audio.state === 'playing' ? audio.analyser : null)
  const connected = audio.state === 'playing'
  return (
    <section aria-labelledby="audio-heading" className="space-y-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="audio-heading" className="font-semibold">
          Audio
        </h2>
        <Badge variant={connected ? 'default' : 'secondary'}>{connected ? 'Audio Connected' : 'No Audio'}</Badge>
      </div>
      {audio.state === 'unsupported' && (
        <p role="status" className="text-sm text-muted-foreground">
          This browser cannot play live streams. If the host keeps a recording, it is linked here when the stream ends.
        </p>
      )}
      {audio.state === 'blocked' && (
        <Button onClick={() => void audio.startPlayback()} className="w-full">
          <Volume2 aria-hidden /> Play audio
        </Button>
      )}
      <DbMeter level={level} />
      <div className="flex items-center gap-3">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => audio.setMuted(!audio.muted)}
          aria-label={audio.muted ? 'Unmute' : 'Mute'}
          aria-pressed={audio.muted}
        >
          {audio.muted ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
        </Button>
        <Slider
          aria-label="Volume"
          min={0}
          max={1}
          step={0.01}
          value={[audio.muted ? 0 : audio.volume]}
          onValueChange={([value]) => {
            audio.setVolume(value)
            if (value > 0 && audio.muted) audio.setMuted(false)
          }}
        />
      </div>
      <SpectrumCanvas analyser={connected ? audio.analyser : null} />
    </section>
  )
}
