import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { Link, useParams, useSearchParams } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { Share2, X } from 'lucide-react'
import { EmptyState } from '~/components/layout/section'
import { PlaylistOwnerActions } from '~/components/playlists/playlist-owner-actions'
import { PlaylistPlayButtons } from '~/components/playlists/playlist-play-buttons'
import { sharePagePath } from '~/components/share/share-links'
import { PlayableTrackList } from '~/components/tracks/playable-track-list'
import { TrackRow } from '~/components/tracks/track-row'
import { Button } from '~/components/ui/button'
import { RepostButton } from '~/components/reposts/repost-button'
import { useCurrentUser } from '~/hooks/use-current-user'
import { useRemoveFromPlaylist } from '~/hooks/use-playlists'
import { formatDuration, formatQuantity } from '~/lib/format'
import { loadedItem, NOT_FOUND_META } from '~/lib/loaded-page-title'
import { playlistCard } from '~/lib/meta/cards'
import { linkCardMeta } from '~/lib/meta/link-card'
import { pageReads } from '~/lib/page-reads.server'
import { privateLinkOf, seedOrNotFound } from '~/lib/seed-or-not-found.server'
import { libraryQueries, type Playlist } from '~/lib/queries/library'

export { PageErrorBoundary as ErrorBoundary } from '~/components/layout/page-error-boundary'

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  const playlist = loadedItem<Playlist>(data)
  return playlist && data ? linkCardMeta(playlistCard(playlist), data.origin) : NOT_FOUND_META
}

export const loader = (args: LoaderFunctionArgs) =>
  seedOrNotFound(args, pageReads.library.playlist(Number(args.params.id), privateLinkOf(args.request)))

function PlaylistTracks({ playlist, isOwner }: { playlist: Playlist; isOwner: boolean }) {
  const remove = useRemoveFromPlaylist(playlist.id)
  if (!playlist.tracks.length)
    return <EmptyState>This playlist has no tracks yet. Add some from any track page.</EmptyState>
  return (
    <PlayableTrackList tracks={playlist.tracks}>
      <ol className="space-y-2">
        {playlist.tracks.map((track) => (
          <TrackRow
            key={track.id}
            track={track}
            actions={
              isOwner && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${track.title} from playlist`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(track)}
                >
                  <X aria-hidden />
                </Button>
              )
            }
          />
        ))}
      </ol>
    </PlayableTrackList>
  )
}

export default function PlaylistPage() {
  const { user } = useCurrentUser()
  const playlist = useQuery(libraryQueries.playlist(Number(useParams().id), useSearchParams()[0].get('s')))
  if (!playlist.data) return <main className="mx-auto max-w-5xl px-4 py-8" aria-busy="true" />
  const isOwner = user?.id === playlist.data.userId
  const totalSeconds = playlist.data.tracks.reduce((sum, track) => sum + track.duration, 0)
  const count = playlist.data.tracks.length
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <p className="text-sm uppercase text-muted-foreground">Playlist</p>
          <h1 className="break-words text-3xl font-bold">{playlist.data.name}</h1>
          <p className="text-sm text-muted-foreground">
            {formatQuantity(count, 'track')} · {formatDuration(totalSeconds)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {/* Reposts are shown to others, so a private playlist has none. */}
          {playlist.data.visibility === 'public' && (
            <RepostButton
              contentType="playlist"
              contentId={playlist.data.id}
              initialCount={playlist.data.repostCount}
            />
          )}
          <Button asChild variant="outline">
            <Link to={sharePagePath('playlist', playlist.data.id, playlist.data.name, `/playlist/${playlist.data.id}`)}>
              <Share2 aria-hidden /> Share
            </Link>
          </Button>
          {isOwner && <PlaylistOwnerActions playlist={playlist.data} />}
        </div>
      </div>
      <PlaylistPlayButtons tracks={playlist.data.tracks} />
      <PlaylistTracks playlist={playlist.data} isOwner={isOwner} />
    </main>
  )
}
