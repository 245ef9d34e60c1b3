import { Music } from 'lucide-react'
import { useState } from 'react'
import { formatDuration } from '~/lib/format'
import { useObjectUrl } from './use-object-url'

interface TrackPreviewProps {
  title: string
  artistName: string
  cover: File | null
  audio: File | null
}

/** The card the track will become, built from what the form holds so far. */
export function TrackPreview({ title, artistName, cover, audio }: TrackPreviewProps) {
  const coverUrl = useObjectUrl(cover)
  const audioUrl = useObjectUrl(audio)
  const [duration, setDuration] = useState<number | null>(null)
  return (
    <section aria-labelledby="track-preview" className="space-y-3 rounded-lg border bg-card p-4">
      <h2 id="track-preview" className="text-lg font-semibold">
        Preview
      </h2>
      <div className="relative aspect-square overflow-hidden rounded-md bg-muted">
        {coverUrl ? (
          <img src={coverUrl} alt="Cover preview" className="h-full w-full object-cover" />
        ) : (
          <Music className="absolute inset-0 m-auto h-12 w-12 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="min-w-0">
        <p className="truncate font-semibold" data-testid="preview-title">
          {title || 'Track Title'}
        </p>
        <p className="truncate text-sm text-muted-foreground">{artistName || 'Artist Name'}</p>
        {audioUrl && duration !== null && <p className="text-xs text-muted-foreground">{formatDuration(duration)}</p>}
      </div>
      {audioUrl && (
        <audio
          key={audioUrl}
          src={audioUrl}
          controls
          preload="metadata"
          aria-label="Audio preview"
          className="w-full"
          onLoadedMetadata={(event) =>
            setDuration(Number.isFinite(event.currentTarget.duration) ? event.currentTarget.duration : null)
          }
        />
      )}
    </section>
  )
}
