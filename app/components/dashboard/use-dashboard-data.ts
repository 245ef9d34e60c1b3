import { useQuery } from '@tanstack/react-query'
import { postQueries, streamQueries, trackQueries } from '~/lib/queries/content'

/** The signed-in creator's own tracks, streams and posts, shared by every dashboard tab. */
export function useDashboardData(userId: number) {
  const tracks = useQuery(trackQueries.byUser(userId))
  const streams = useQuery(streamQueries.byUser(userId))
  const posts = useQuery(postQueries.byUser(userId))
  return { tracks, streams, posts }
}

export type DashboardData = ReturnType<typeof useDashboardData>
