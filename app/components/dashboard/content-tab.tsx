import { Link } from '@remix-run/react'
import { PenSquare } from 'lucide-react'
import { QueryGrid } from '~/components/layout/query-grid'
import { Section } from '~/components/layout/section'
import { PostCard } from '~/components/posts/post-card'
import { PlayableTrackList } from '~/components/tracks/playable-track-list'
import { TrackCard, TrackCardSkeleton } from '~/components/tracks/track-card'
import { Button } from '~/components/ui/button'
import type { DashboardData } from './use-dashboard-data'

export function ContentTab({ data }: { data: DashboardData }) {
  return (
    <div className="space-y-8">
      <Section title="Your Tracks">
        <PlayableTrackList tracks={data.tracks.data ?? []}>
          <QueryGrid
            query={data.tracks}
            skeletons={4}
            Skeleton={TrackCardSkeleton}
            empty="No tracks yet"
            className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
          >
            {(track) => <TrackCard key={track.id} track={track} />}
          </QueryGrid>
        </PlayableTrackList>
      </Section>
      <Section title="Your Posts">
        <Button asChild variant="secondary">
          <Link to="/posts/new">
            <PenSquare aria-hidden /> Create New Post
          </Link>
        </Button>
        <QueryGrid
          query={data.posts}
          skeletons={2}
          Skeleton={TrackCardSkeleton}
          empty="No posts yet"
          className="md:grid-cols-2"
        >
          {(post) => <PostCard key={post.id} post={post} />}
        </QueryGrid>
      </Section>
    </div>
  )
}
