import type { UseQueryResult } from '@tanstack/react-query'
import { QueryError } from '~/components/layout/query-error'
import { EmptyState } from '~/components/layout/section'
import type { Post } from '~/lib/queries/types'
import { PostCard } from './post-card'
import { Spinner } from './spinner'

/** Posts one per row: a spinner while loading, the inline error with a Retry, or the empty text. */
export function PostList({ query, posts, empty }: { query: UseQueryResult<Post[]>; posts: Post[]; empty: string }) {
  if (query.isLoading) return <Spinner label="Loading posts" />
  if (query.isError) return <QueryError message="Failed to load posts" onRetry={query.refetch} />
  if (!posts.length) return <EmptyState>{empty}</EmptyState>
  return (
    <ul className="space-y-4">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  )
}
