import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { UploadTrackForm } from '~/components/upload/upload-track-form'
import { seed } from '~/lib/page-data.server'
import { pageReads } from '~/lib/page-reads.server'
import { requireUserPage } from '~/lib/session.server'
import { pageMeta } from '~/lib/meta/page-meta'

export const meta: MetaFunction = () => pageMeta('Upload Track')

export async function loader({ context, request }: LoaderFunctionArgs) {
  const user = await requireUserPage(context, request)
  return { ...(await seed(context, [pageReads.creators.genres()])), userId: user.id, displayName: user.displayName }
}

export default function UploadTrack() {
  const { userId, displayName } = useLoaderData<typeof loader>()
  return (
    <main className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <div>
        <h1 className="text-3xl font-bold">Upload Track</h1>
        <p className="text-muted-foreground">Share your music with the world.</p>
      </div>
      <UploadTrackForm userId={userId} displayName={displayName} />
    </main>
  )
}
