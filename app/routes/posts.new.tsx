import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { CreatePostForm } from '~/components/posts/create-post-form'
import { requireUserPage } from '~/lib/session.server'
import { pageMeta } from '~/lib/meta/page-meta'

export const meta: MetaFunction = () => pageMeta('Create Post')

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUserPage(context, request)
  return { userId: user.id }
}

export default function CreatePost() {
  const { userId } = useLoaderData<typeof loader>()
  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">Create Post</h1>
        <p className="text-muted-foreground">Share news, thoughts or pictures with the community.</p>
      </div>
      <CreatePostForm userId={userId} />
    </main>
  )
}
