import type { MetaFunction } from '@remix-run/cloudflare'
import { AuthPage } from '~/components/auth/auth-page'
import { pageMeta } from '~/lib/meta/page-meta'

export { loader } from './auth'

export const meta: MetaFunction = () => pageMeta('Login')

/** PRODUCT.md §5: /login is the Login tab of /auth. */
export default function LoginRoute() {
  return <AuthPage defaultTab="login" />
}
