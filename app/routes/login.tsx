import type { MetaFunction } from '@remix-run/cloudflare'
import { AuthPage } from '~/components/auth/auth-page'
import { sitePageMeta } from '~/lib/meta/site-page-meta'

export { loader } from './auth'

export const meta: MetaFunction = ({ matches }) => sitePageMeta(matches, '/login', 'Login')

/** /login is the Login tab of /auth. */
export default function LoginRoute() {
  return <AuthPage defaultTab="login" />
}
