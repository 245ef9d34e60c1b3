import { queryOptions } from '@tanstack/react-query'
import type { PublicUser } from '../../../contracts/user'

export interface Channel extends PublicUser {
  isLive: boolean
  streamTitle: string | null
}

export interface Genre {
  id: number
  name: string
}

export const channelQueries = {
  followed: () => queryOptions<Channel[]>({ queryKey: ['/api/channels/followed'] }),
  genres: () => queryOptions<Genre[]>({ queryKey: ['/api/genres'] }),
}
