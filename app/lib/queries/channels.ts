import { queryOptions } from '@tanstack/react-query'
import type { Channel, Genre } from './types'

export const channelQueries = {
  followed: () => queryOptions<Channel[]>({ queryKey: ['/api/channels/followed'] }),
  genres: () => queryOptions<Genre[]>({ queryKey: ['/api/genres'] }),
}
