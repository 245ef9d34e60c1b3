import type { UseQueryResult } from '@tanstack/react-query'
import { EmptyState } from '~/components/layout/section'
import type { Post } from '~/lib/queries/types'
import { PostCard } from './post-card'
import { Spinner } from './spinner'

/** Posts one per row: a spinner while loading, SPEC's inline error, or the empty text. */
export function PostList({ query, posts, empty }: { query: UseQueryResult<Post[]>; posts: Post[]; empty: string }) {
  if (query.isLoading) return <Spinner label="Loading posts" />
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg border border-destructive p-6 text-center text-destructive">
        Failed to load posts
      </p>
    )
  }
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
