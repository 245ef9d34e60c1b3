import { queryOptions } from '@tanstack/react-query'
import type { DailyPlays } from '../../../contracts/tracks'
import type { Post } from './types'

export const creatorQueries = {
  post: (id: number) => queryOptions<Post>({ queryKey: [`/api/posts/${id}`] }),
  playsPerDay: (days: number) => queryOptions<DailyPlays[]>({ queryKey: [`/api/analytics/plays?days=${days}`] }),
}
