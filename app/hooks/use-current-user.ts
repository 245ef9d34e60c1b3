import { useRouteLoaderData } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import type { CurrentUser } from '../../contracts/user'
import { currentUserQuery } from '~/lib/session-queries'

/** The signed-in user or null; the root loader's answer seeds the query, so the first render needs no fetch. */
export function useCurrentUser() {
  const rootData = useRouteLoaderData<{ user: CurrentUser | null }>('root')
  const query = useQuery(currentUserQuery(rootData?.user ?? null))
  return { user: query.data ?? null, isLoading: query.isLoading }
}
