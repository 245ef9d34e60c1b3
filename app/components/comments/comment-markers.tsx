import { lazy, Suspense } from 'react'
import type { CommentMarkersProps } from './comment-marker-list'

// Radix's tooltip (and its popper) stays out of the track page's first load: the server renders the markers, and
// the page hydrates them when this chunk arrives.
const CommentMarkerList = lazy(() => import('./comment-marker-list'))

export function CommentMarkers(props: CommentMarkersProps) {
  return (
    <Suspense fallback={null}>
      <CommentMarkerList {...props} />
    </Suspense>
  )
}
