import { useQuery } from '@tanstack/react-query'
import { Clock, Eye, Play, Users } from 'lucide-react'
import { QueryError } from '~/components/layout/query-error'
import { Section } from '~/components/layout/section'
import { formatCount, formatLength, formatQuantity } from '~/lib/format'
import { creatorQueries } from '~/lib/queries/creator'
import { averageStreamSeconds, topStreams, topTracks, totalPlays, totalViewers } from './dashboard-stats'
import { PlaysChart } from './plays-chart'
import { StatCard } from './stat-card'
import type { DashboardData } from './use-dashboard-data'

const CHART_DAYS = 30

interface RankedListProps {
  query: { isError: boolean; refetch: () => unknown }
  items: { id: number; title: string; value: string }[]
  empty: string
}

function RankedList({ query, items, empty }: RankedListProps) {
  if (query.isError) return <QueryError onRetry={query.refetch} />
  if (!items.length) return <p className="text-sm text-muted-foreground">{empty}</p>
  return (
    <ol className="space-y-2 text-sm">
      {items.map((item, index) => (
        <li key={item.id} className="flex justify-between gap-4 rounded-md border bg-card px-3 py-2">
          <span className="truncate">
            {index + 1}. {item.title}
          </span>
          <span className="shrink-0 text-muted-foreground">{item.value}</span>
        </li>
      ))}
    </ol>
  )
}

export function AnalyticsTab({ data, followerCount }: { data: DashboardData; followerCount: number }) {
  const plays = useQuery(creatorQueries.playsPerDay(CHART_DAYS))
  const tracks = data.tracks.data ?? []
  const streams = data.streams.data ?? []
  const average = averageStreamSeconds(streams)
  return (
    <div className="space-y-8">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Plays" value={formatCount(totalPlays(tracks))} Icon={Play} />
        <StatCard label="Stream Viewers" value={formatCount(totalViewers(streams))} Icon={Eye} />
        <StatCard label="Followers" value={formatCount(followerCount)} Icon={Users} />
        <StatCard label="Avg. Stream Length" value={average === null ? '—' : formatLength(average)} Icon={Clock} />
      </div>
      <Section title="Plays per Day">
        {plays.isError ? (
          <QueryError message={plays.error.message} onRetry={plays.refetch} />
        ) : (
          plays.data && <PlaysChart days={plays.data} />
        )}
      </Section>
      <div className="grid gap-8 lg:grid-cols-2">
        <Section title="Top Tracks">
          <RankedList
            query={data.tracks}
            items={topTracks(tracks).map((track) => ({
              id: track.id,
              title: track.title,
              value: formatQuantity(track.playCount, 'play'),
            }))}
            empty="No tracks yet"
          />
        </Section>
        <Section title="Top Streams">
          <RankedList
            query={data.streams}
            items={topStreams(streams).map((stream) => ({
              id: stream.id,
              title: stream.title,
              value: formatQuantity(Math.max(stream.peakViewerCount, stream.viewerCount), 'viewer'),
            }))}
            empty="No streams yet"
          />
        </Section>
      </div>
    </div>
  )
}
