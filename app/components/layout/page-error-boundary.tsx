import { isRouteErrorResponse, useRouteError } from '@remix-run/react'
import { NotFound } from './not-found'

/**
 * A page's error boundary. A loader throws `notFound()` (app/lib/not-found.server.ts) for a thing that does not
 * exist; a route that exports this boundary shows the not-found screen inside the shell, so the header and the
 * player stay. The root's boundary uses it too, for what no page catches.
 */
export function PageErrorBoundary() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  console.error(error)
  return (
    <main className="mx-auto max-w-xl p-8 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="mt-2 text-muted-foreground">Please reload the page or try again in a moment.</p>
    </main>
  )
}
