import type { UseQueryResult } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { cn } from '~/lib/utils'
import { QueryError } from './query-error'
import { EmptyState } from './section'

interface QueryGridProps<Item> {
  query: Pick<UseQueryResult<Item[]>, 'data' | 'isLoading' | 'isError'> & { refetch: () => unknown }
  /** How many placeholders show while loading (docs/product/limits.md#interface 'Skeletons'). */
  skeletons: number
  Skeleton: ComponentType
  empty: ReactNode
  className?: string
  children: (item: Item) => ReactNode
}

/**
 * A list from a query: skeletons while loading, an error with Retry when it failed, the empty text when there is
 * nothing, else the items.
 */
export function QueryGrid<Item>({ query, skeletons, Skeleton, empty, className, children }: QueryGridProps<Item>) {
  const grid = cn('grid gap-4', className)
  if (query.isLoading) {
    return (
      <div className={grid} aria-busy="true" aria-label="Loading">
        {Array.from({ length: skeletons }, (_, index) => (
          <Skeleton key={index} />
        ))}
      </div>
    )
  }
  if (query.isError) return <QueryError onRetry={query.refetch} />
  if (!query.data?.length) return <EmptyState>{empty}</EmptyState>
  return <div className={grid}>{query.data.map(children)}</div>
}
