import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { useLoaderData } from '@remix-run/react'
import { embedHandle } from '~/components/embed/embed-document'
import { embedLinks, embedMeta } from '~/components/embed/embed-links'
import { EmbedStream } from '~/components/embed/embed-stream'
import { readEmbedded } from '~/components/embed/embed-route.server'
import { pageReads } from '~/lib/page-reads.server'

export { EmbedErrorBoundary as ErrorBoundary } from '~/components/embed/embed-error-boundary'

export const handle = embedHandle
export const links = embedLinks
export const meta: MetaFunction<typeof loader> = ({ data }) => embedMeta(data?.stream.title ?? null)

export const loader = async ({ context, params }: LoaderFunctionArgs) => {
  const stream = await readEmbedded(context, pageReads.streams.detail(Number(params.id)))
  return { stream }
}

/** /embed/stream/{id}: the live sound and the chat, read only; an ended stream says so. */
export default function StreamEmbed() {
  return <EmbedStream stream={useLoaderData<typeof loader>().stream} />
}
