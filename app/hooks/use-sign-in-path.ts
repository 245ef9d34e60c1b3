import { useLocation } from '@remix-run/react'
import { signInPath } from '~/lib/redirect-to'

/** The sign-in page with this page as the place to come back to afterwards. */
export function useSignInPath(page?: Parameters<typeof signInPath>[1]) {
  const { pathname, search } = useLocation()
  return signInPath(`${pathname}${search}`, page)
}
