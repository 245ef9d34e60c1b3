import { Link } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { ListMusic } from 'lucide-react'
import { QueryGrid } from '~/components/layout/query-grid'
import { formatQuantity } from '~/lib/format'
import { libraryQueries, type PlaylistSummary } from '~/lib/queries/library'

function PlaylistCard({ playlist }: { playlist: PlaylistSummary }) {
  return (
    <Link
      to={`/playlist/${playlist.id}`}
      className="flex items-center gap-3 rounded-lg border bg-card p-4 hover:bg-accent"
    >
      <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground">
        <ListMusic aria-hidden />
      </span>
      <span className="min-w-0">
        <span className="block truncate font-semibold">{playlist.name}</span>
        <span className="block text-sm text-muted-foreground">{formatQuantity(playlist.trackCount, 'track')}</span>
      </span>
    </Link>
  )
}

const PlaylistCardSkeleton = () => <div className="h-20 animate-pulse rounded-lg bg-muted" aria-hidden />

export function PlaylistsTab() {
  const playlists = useQuery(libraryQueries.playlists())
  return (
    <QueryGrid
      query={playlists}
      skeletons={4}
      Skeleton={PlaylistCardSkeleton}
      empty="You have no playlists yet."
      className="sm:grid-cols-2 lg:grid-cols-4"
    >
      {(playlist) => <PlaylistCard key={playlist.id} playlist={playlist} />}
    </QueryGrid>
  )
}
