import type { AppLoadContext } from '@remix-run/cloudflare'
import { notFound } from '~/lib/not-found.server'
import { readOrNull, type PageRead } from '~/lib/page-data.server'

/** The one thing an embed shows, read as its page reads it (docs/decisions/032-*), or a 404. */
export async function readEmbedded<Data>(context: AppLoadContext, read: PageRead<Data>): Promise<Data> {
  const data = await readOrNull(context, read)
  if (data === null) throw notFound()
  return data
}
