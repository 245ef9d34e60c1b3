import { useMatches } from '@remix-run/react'
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query'
import type { ReactNode } from 'react'

/** Hydrates what each matched route's loader seeded (app/lib/page-data.server.ts) into the query cache. */
export function HydrateRouteData({ children }: { children: ReactNode }) {
  const states = useMatches()
    .map((match) => (match.data as { dehydratedState?: DehydratedState } | undefined)?.dehydratedState)
    .filter((state): state is DehydratedState => Boolean(state))
  return states.reduce<ReactNode>(
    (inner, state) => <HydrationBoundary state={state}>{inner}</HydrationBoundary>,
    children,
  )
}
