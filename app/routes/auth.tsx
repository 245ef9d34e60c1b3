import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { AuthPage } from '~/components/auth/auth-page'
import { redirectSignedInUser } from '~/lib/session.server'
import { sitePageMeta } from '~/lib/meta/site-page-meta'

export const meta: MetaFunction = ({ matches }) =>
  sitePageMeta(
    matches,
    '/auth',
    'Sign in',
    'Sign in to Soundwave or create an account to follow creators, like tracks and go live.',
  )

export const loader = ({ context, request }: LoaderFunctionArgs) => redirectSignedInUser(context, request)

export default function AuthRoute() {
  return <AuthPage />
}
