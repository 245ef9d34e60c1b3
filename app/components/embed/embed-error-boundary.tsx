import { isRouteErrorResponse, useRouteError } from '@remix-run/react'

/** What a frame shows for a thing that does not exist (or no longer does), with no link into the app's shell. */
export function EmbedErrorBoundary() {
  const error = useRouteError()
  const missing = isRouteErrorResponse(error) && error.status === 404
  if (!missing) console.error(error)
  return (
    <main className="grid h-full place-items-center p-4 text-center">
      <p className="text-sm text-muted-foreground">
        {missing ? 'This is not available on Soundwave.' : 'Something went wrong. Please try again in a moment.'}
      </p>
    </main>
  )
}
