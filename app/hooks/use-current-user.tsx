import { useRouteLoaderData } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import type { CurrentUser } from '../../contracts/user'
import { currentUserQuery } from '~/lib/session-queries'

interface CurrentUserState {
  user: CurrentUser | null
  isLoading: boolean
}

const CurrentUserContext = createContext<CurrentUserState | null>(null)

/**
 * Watches the session query once for the whole page, so the many buttons and menus that ask who is signed in read a
 * context instead of each keeping a query observer of their own. The root loader's answer seeds the query, so the
 * first render needs no fetch.
 */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<{ user: CurrentUser | null }>('root')
  const query = useQuery(currentUserQuery(rootData?.user ?? null))
  const user = query.data ?? null
  const state = useMemo(() => ({ user, isLoading: query.isLoading }), [user, query.isLoading])
  return <CurrentUserContext.Provider value={state}>{children}</CurrentUserContext.Provider>
}

/** The signed-in user or null. */
export function useCurrentUser(): CurrentUserState {
  const state = useContext(CurrentUserContext)
  if (!state) throw new Error('useCurrentUser needs a CurrentUserProvider above it')
  return state
}
