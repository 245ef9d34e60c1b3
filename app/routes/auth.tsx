import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/cloudflare'
import { AuthPage } from '~/components/auth/auth-page'
import { redirectSignedInUser } from '~/lib/session.server'

export const meta: MetaFunction = () => [{ title: 'Sign in · Soundwave' }]

export const loader = ({ context, request }: LoaderFunctionArgs) => redirectSignedInUser(context, request)

export default function AuthRoute() {
  return <AuthPage />
}
