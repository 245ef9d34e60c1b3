import { Link } from '@remix-run/react'
import { Disc3 } from 'lucide-react'
import { TrackPlayButton } from '~/components/tracks/track-play-button'
import { DateText } from '~/components/ui/date-text'
import { formatDuration, formatQuantity } from '~/lib/format'
import type { Track } from '~/lib/queries/types'

/** A live stream's recording (a track): opens /track/{id}, shows its play count. */
export function RecordingCard({ recording }: { recording: Track }) {
  return (
    <article className="flex items-center gap-3 rounded-lg border bg-card p-3">
      <div className="relative flex h-16 w-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted">
        {recording.coverUrl ? (
          <img src={recording.coverUrl} alt="" className="h-full w-full object-cover" />
        ) : (
          <Disc3 className="h-8 w-8 text-muted-foreground" aria-hidden />
        )}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold">
          <Link to={`/track/${recording.id}`} className="block truncate leading-6 hover:underline">
            {recording.title}
          </Link>
        </h3>
        <p className="truncate text-sm text-muted-foreground">{recording.artistName}</p>
        <p className="text-xs text-muted-foreground">
          {formatQuantity(recording.playCount, 'play')} · {formatDuration(recording.duration)} ·{' '}
          <DateText value={recording.uploadedAt} />
        </p>
      </div>
      <TrackPlayButton track={recording} />
    </article>
  )
}
