import type { MetaFunction } from '@remix-run/cloudflare'
import { AuthPage } from '~/components/auth/auth-page'

export { loader } from './auth'

export const meta: MetaFunction = () => [{ title: 'Login · Soundwave' }]

/** PRODUCT.md §5: /login is the Login tab of /auth. */
export default function LoginRoute() {
  return <AuthPage defaultTab="login" />
}
