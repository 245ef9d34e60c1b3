import { QueryError } from '~/components/layout/query-error'
import { QueryGrid } from '~/components/layout/query-grid'
import { Button } from '~/components/ui/button'
import { Skeleton } from '~/components/ui/skeleton'
import { useCurrentUser } from '~/hooks/use-current-user'
import type { CommentedContent } from '~/lib/queries/comments'
import type { Comment } from '~/lib/queries/types'
import { CommentItem } from './comment-item'
import { useDeleteComment } from './use-comment-mutations'
import type { CommentPages } from './use-comment-pages'

interface CommentListProps {
  content: CommentedContent
  /** The owner of the track or post, who may delete any comment on it. */
  contentOwnerId: number
  pages: CommentPages
  onPlayFrom?: (seconds: number) => void
}

const CommentSkeleton = () => <Skeleton className="my-3 h-12" />

/** Newest first, with Load more while the last page was full. */
export function CommentList({ content, contentOwnerId, pages, onPlayFrom }: CommentListProps) {
  const { user } = useCurrentUser()
  const remove = useDeleteComment(content)
  const { first, last, comments, hasMore, loadMore } = pages
  const mayDelete = (comment: Comment) => user != null && (user.id === comment.userId || user.id === contentOwnerId)
  return (
    <div className="space-y-4">
      <QueryGrid
        query={{ ...first, data: comments }}
        skeletons={2}
        Skeleton={CommentSkeleton}
        empty="No comments yet"
        className="gap-0 divide-y"
      >
        {(comment: Comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            onPlayFrom={onPlayFrom}
            onDelete={mayDelete(comment) ? () => remove.mutate(comment.id) : undefined}
            deleting={remove.isPending && remove.variables === comment.id}
          />
        )}
      </QueryGrid>
      {last !== first && last.isError && <QueryError onRetry={last.refetch} />}
      {(hasMore || last.isFetching) && !first.isLoading && (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={loadMore} disabled={last.isFetching}>
            {last.isFetching ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </div>
  )
}
