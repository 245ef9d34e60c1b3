import { Link } from '@remix-run/react'
import { FileText, Music, Radio, Users } from 'lucide-react'
import type { ReactNode } from 'react'
import { QueryError } from '~/components/layout/query-error'
import { Section } from '~/components/layout/section'
import { StreamCard } from '~/components/streams/stream-card'
import { StreamOwnerControls } from '~/components/streams/stream-owner-controls'
import { DateText } from '~/components/ui/date-text'
import { formatCount, formatQuantity } from '~/lib/format'
import { recentStreams, totalPlays, totalViewers } from './dashboard-stats'
import { StatCard } from './stat-card'
import type { DashboardData } from './use-dashboard-data'

const RECENT = 3

interface ActivityListProps {
  title: string
  query: { isError: boolean; refetch: () => unknown }
  empty: string
  children: ReactNode[]
}

function ActivityList({ title, query, empty, children }: ActivityListProps) {
  return (
    <div className="rounded-lg border bg-card p-4">
      <h3 className="mb-3 font-semibold">{title}</h3>
      {query.isError ? (
        <QueryError onRetry={query.refetch} className="p-3 text-sm" />
      ) : children.length ? (
        <ul className="space-y-3 text-sm">{children}</ul>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
    </div>
  )
}

export function OverviewTab({ data, followerCount }: { data: DashboardData; followerCount: number }) {
  const tracks = data.tracks.data ?? []
  const streams = data.streams.data ?? []
  const posts = data.posts.data ?? []
  const live = streams.filter((stream) => stream.isLive)
  return (
    <div className="space-y-8">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard
          label="Total Tracks"
          value={formatCount(tracks.length)}
          detail={formatQuantity(totalPlays(tracks), 'total play')}
          Icon={Music}
        />
        <StatCard
          label="Total Streams"
          value={formatCount(streams.length)}
          detail={formatQuantity(totalViewers(streams), 'total viewer')}
          Icon={Radio}
        />
        <StatCard label="Total Posts" value={formatCount(posts.length)} Icon={FileText} />
        <StatCard label="Followers" value={formatCount(followerCount)} Icon={Users} />
      </div>
      {live.length > 0 && (
        <Section title="You're Live">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {live.map((stream) => (
              <StreamCard key={stream.id} stream={stream} ownerControls={<StreamOwnerControls stream={stream} />} />
            ))}
          </div>
        </Section>
      )}
      <Section title="Recent Activity">
        <div className="grid gap-4 lg:grid-cols-3">
          <ActivityList title="Recent Tracks" query={data.tracks} empty="No tracks yet">
            {tracks.slice(0, RECENT).map((track) => (
              <li key={track.id}>
                <Link to={`/tracks/${track.id}`} className="font-medium hover:underline">
                  {track.title}
                </Link>
                <p className="text-muted-foreground">{formatQuantity(track.playCount, 'play')}</p>
              </li>
            ))}
          </ActivityList>
          <ActivityList title="Recent Streams" query={data.streams} empty="No streams yet">
            {recentStreams(streams, RECENT).map((stream) => (
              <li key={stream.id}>
                <Link to={`/stream/${stream.id}`} className="font-medium hover:underline">
                  {stream.title}
                </Link>
                <p className="text-muted-foreground">
                  {stream.isLive ? (
                    `Live now · ${formatQuantity(stream.viewerCount, 'viewer')}`
                  ) : (
                    <>Ended {stream.endedAt && <DateText value={stream.endedAt} />}</>
                  )}
                </p>
              </li>
            ))}
          </ActivityList>
          <ActivityList title="Recent Posts" query={data.posts} empty="No posts yet">
            {posts.slice(0, RECENT).map((post) => (
              <li key={post.id}>
                <Link to={`/posts/${post.id}`} className="font-medium hover:underline">
                  {post.title}
                </Link>
                <p className="line-clamp-2 text-muted-foreground">{post.content}</p>
                {post.tags.length > 0 && (
                  <p className="text-xs text-muted-foreground">
                    {post.tags
                      .slice(0, 2)
                      .map((tag) => `#${tag}`)
                      .join(' ')}
                  </p>
                )}
              </li>
            ))}
          </ActivityList>
        </div>
      </Section>
    </div>
  )
}
