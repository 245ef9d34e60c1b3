import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { PostDetail } from '~/components/posts/post-detail'
import { useCurrentUser } from '~/hooks/use-current-user'
import { postCard } from '~/lib/meta/cards'
import { NOT_FOUND_META } from '~/lib/loaded-page-title'
import { linkCardMeta } from '~/lib/meta/link-card'
import { notFound } from '~/lib/not-found.server'
import { readOrNull, seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { creatorQueries } from '~/lib/queries/creator'

export { PageErrorBoundary as ErrorBoundary } from '~/components/layout/page-error-boundary'

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? linkCardMeta(data.linkCard, data.origin) : NOT_FOUND_META

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const id = Number(params.id)
  // An unknown or malformed id is the 404 page, not an empty post page.
  const post = await readOrNull(context, pageReads.posts.detail(id))
  if (!post) throw notFound()
  return {
    id,
    linkCard: postCard(post),
    origin: new URL(request.url).origin,
    ...(await seed(context, [pageReads.posts.detail(id)])),
  }
}

export default function PostPage() {
  const { id } = useLoaderData<typeof loader>()
  const { user } = useCurrentUser()
  const post = useQuery(creatorQueries.post(id))
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      {post.data && <PostDetail post={post.data} isOwner={user?.id === post.data.userId} />}
    </main>
  )
}
