import type { PlaylistTrack } from '../../../contracts/playlists'
import { formatDuration } from '~/lib/format'

/**
 * A playlist embed's tracks in order; each plays when pressed. Each carries what the player shows of it, which
 * app/lib/embed/audio-embed.ts moves into the player.
 */
export function EmbedPlaylistTracks({ name, tracks }: { name: string; tracks: PlaylistTrack[] }) {
  return (
    <ol aria-label={name} className="min-h-0 flex-1 overflow-y-auto rounded-md border">
      {tracks.map((track, index) => (
        <li key={track.position}>
          <button
            type="button"
            data-embed-item
            data-src={track.streamUrl}
            data-duration={track.duration}
            data-title={track.title}
            data-artist={track.artistName}
            data-href={`/track/${track.id}`}
            data-cover={track.coverUrl ?? ''}
            aria-current={index === 0 || undefined}
            className="flex w-full items-center gap-3 px-3 py-1.5 text-left text-sm hover:bg-accent aria-[current]:bg-accent aria-[current]:font-semibold"
          >
            <span className="w-5 shrink-0 text-right tabular-nums text-muted-foreground">{index + 1}</span>
            <span className="min-w-0 flex-1 truncate">
              {track.title} <span className="text-muted-foreground">· {track.artistName}</span>
            </span>
            <span className="shrink-0 tabular-nums text-muted-foreground">{formatDuration(track.duration)}</span>
          </button>
        </li>
      ))}
    </ol>
  )
}
