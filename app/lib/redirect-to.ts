import { remembered } from './remembered'

/** The query parameter of /auth and /login that names the page to return to after signing in. */
export const REDIRECT_PARAM = 'redirectTo'

// Any origin would do: a value that resolves against it to another origin names another site.
const BASE = 'http://same-site.invalid'

/**
 * Where to go after signing in: `value` when it is a path on this site, else '/'. Anything else would make
 * /auth an open redirect: '//evil.example', '/\evil.example' and 'https://evil.example' all leave the site, and
 * browsers drop tabs and newlines before reading a URL, so '/\t/evil.example' does too.
 */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/'
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return '/'
  }
  return url.origin === BASE ? `${url.pathname}${url.search}${url.hash}` : '/'
}

/** Whether a path (with its query) is /auth or /login. */
export const isSignInPage = (path: string) => /^\/(auth|login)(\?|#|$)/.test(path)

type SignInPage = '/auth' | '/login'

function signInPathOn(page: SignInPage) {
  return (returnTo: string) => {
    const path = safeRedirectPath(returnTo)
    if (isSignInPage(path)) return path
    return path === '/' ? page : `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: path })}`
  }
}

// Remembered: the header and the side nav of every page a visitor opens ask for it, and URL parsing is not free.
const signInPaths: Record<SignInPage, (returnTo: string) => string> = {
  '/auth': remembered(signInPathOn('/auth'), 500),
  '/login': remembered(signInPathOn('/login'), 500),
}

/** The sign-in page that returns to `returnTo` afterwards; on a sign-in page already, that page itself. */
export const signInPath = (returnTo: string, page: SignInPage = '/auth'): string => signInPaths[page](returnTo)
