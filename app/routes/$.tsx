import type { MetaFunction } from '@remix-run/cloudflare'
import { NotFound } from '~/components/layout/not-found'

export const meta: MetaFunction = () => [{ title: '404 Page Not Found · Soundwave' }]

export const loader = () => new Response(null, { status: 404 })

export default function CatchAll() {
  return <NotFound />
}
