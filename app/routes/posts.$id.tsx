import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { PostDetail } from '~/components/posts/post-detail'
import { useCurrentUser } from '~/hooks/use-current-user'
import { postCard } from '~/lib/meta/cards'
import { linkCardMeta } from '~/lib/meta/link-card'
import { pageMeta } from '~/lib/meta/page-meta'
import { prefetch } from '~/lib/prefetch.server'
import { creatorQueries } from '~/lib/queries/creator'
import type { Post } from '~/lib/queries/types'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? linkCardMeta(data.linkCard, data.origin) : pageMeta('Post'))

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const id = Number(params.id)
  const path = `/api/posts/${id}`
  // An unknown or malformed id is the 404 page, not an empty post page.
  const response = Number.isInteger(id) && id > 0 ? await context.api(path) : null
  if (!response?.ok) throw new Response(null, { status: 404 })
  const post = (await response.json()) as Post
  return { id, linkCard: postCard(post), origin: new URL(request.url).origin, ...(await prefetch(context, [path])) }
}

export default function PostPage() {
  const { id } = useLoaderData<typeof loader>()
  const { user } = useCurrentUser()
  const post = useQuery(creatorQueries.post(id))
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">{post.data && <PostDetail post={post.data} isOwner={user?.id === post.data.userId} />}</main>
  )
}
