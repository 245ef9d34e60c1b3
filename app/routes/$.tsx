import type { MetaFunction } from '@remix-run/cloudflare'
import { NotFound } from '~/components/layout/not-found'
import { pageMeta } from '~/lib/meta/page-meta'

export const meta: MetaFunction = () => pageMeta('404 Page Not Found')

export const loader = () => new Response(null, { status: 404 })

export default function CatchAll() {
  return <NotFound />
}
