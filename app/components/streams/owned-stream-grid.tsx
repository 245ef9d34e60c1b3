import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { QueryGrid } from '~/components/layout/query-grid'
import type { Stream } from '~/lib/queries/types'
import { StreamCard, StreamCardSkeleton } from './stream-card'
import { StreamOwnerControls } from './stream-owner-controls'

/** Stream cards where the signed-in user's own streams carry their owner controls. */
interface OwnedStreamGridProps {
  query: Pick<UseQueryResult<Stream[]>, 'data' | 'isLoading' | 'isError' | 'refetch'>
  userId: number | undefined
  empty: ReactNode
}

export function OwnedStreamGrid({ query, userId, empty }: OwnedStreamGridProps) {
  return (
    <QueryGrid
      query={query}
      skeletons={3}
      Skeleton={StreamCardSkeleton}
      empty={empty}
      className="sm:grid-cols-2 lg:grid-cols-3"
    >
      {(stream) => (
        <StreamCard
          key={stream.id}
          stream={stream}
          ownerControls={stream.userId === userId ? <StreamOwnerControls stream={stream} /> : undefined}
        />
      )}
    </QueryGrid>
  )
}
