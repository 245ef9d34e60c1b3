import { queryOptions } from '@tanstack/react-query'
import type { CurrentUser } from '../../contracts/user'
import { ApiRequestError, apiRequest } from './api-client'

export const CURRENT_USER_KEY = ['/api/user'] as const

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiRequest<CurrentUser>('GET', CURRENT_USER_KEY[0])
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null
    throw error
  }
}

/** The session: cached 5 minutes, refetched on focus, retried once after 1 s; 401 means visitor. */
export const currentUserQuery = (initialData?: CurrentUser | null) =>
  queryOptions({
    queryKey: CURRENT_USER_KEY,
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60 * 1000,
    refetchOnWindowFocus: true,
    retry: 1,
    retryDelay: 1000,
    initialData,
  })
