import { useQuery } from '@tanstack/react-query'
import { QueryError } from '~/components/layout/query-error'
import { EmptyState } from '~/components/layout/section'
import { TrackRow } from '~/components/tracks/track-row'
import { useTimeZone } from '~/hooks/use-time-zone'
import { libraryQueries } from '~/lib/queries/library'
import { groupByDay } from './history-days'

/** My plays, newest first, under one heading per day. */
export function HistoryTab() {
  const history = useQuery(libraryQueries.history())
  const timeZone = useTimeZone()
  if (history.isLoading)
    return <div className="h-40 animate-pulse rounded-lg bg-muted" aria-busy="true" aria-label="Loading" />
  if (history.isError) return <QueryError onRetry={history.refetch} />
  const days = groupByDay(history.data ?? [], timeZone)
  if (!days.length) return <EmptyState>You haven't played any tracks yet.</EmptyState>
  const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone })
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section key={day.label} aria-label={day.label} className="space-y-2">
          <h3 className="font-semibold">{day.label}</h3>
          <ol className="space-y-2">
            {day.entries.map((entry) => (
              <TrackRow
                key={entry.playedAt + entry.track.id}
                track={entry.track}
                detail={<time dateTime={entry.playedAt}>{timeOfDay.format(new Date(entry.playedAt))}</time>}
              />
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
