import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { useQuery } from '@tanstack/react-query'
import { PostDetail } from '~/components/posts/post-detail'
import { useCurrentUser } from '~/hooks/use-current-user'
import { postCard } from '~/lib/meta/cards'
import { linkCardMeta } from '~/lib/meta/link-card'
import { pageMeta } from '~/lib/meta/page-meta'
import { fetchOrNull, prefetch } from '~/lib/prefetch.server'
import { creatorQueries } from '~/lib/queries/creator'

export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? linkCardMeta(data.linkCard, data.origin) : pageMeta('Post'))

export async function loader({ context, params, request }: LoaderFunctionArgs) {
  const id = Number(params.id)
  // An unknown or malformed id is the 404 page, not an empty post page.
  const post = Number.isInteger(id) && id > 0 ? await fetchOrNull(context, creatorQueries.post(id)) : null
  if (!post) throw new Response(null, { status: 404 })
  return { id, linkCard: postCard(post), origin: new URL(request.url).origin, ...(await prefetch(context, [creatorQueries.post(id)])) }
}

export default function PostPage() {
  const { id } = useLoaderData<typeof loader>()
  const { user } = useCurrentUser()
  const post = useQuery(creatorQueries.post(id))
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">{post.data && <PostDetail post={post.data} isOwner={user?.id === post.data.userId} />}</main>
  )
}
