/**
 * What a page's loader throws when the thing it shows does not exist: the page answers 404 and the route's
 * `PageErrorBoundary` (app/components/layout/page-error-boundary.tsx) shows the not-found screen.
 */
export function notFound() {
  return new Response(null, { status: 404 })
}
