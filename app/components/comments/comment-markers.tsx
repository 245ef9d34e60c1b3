import { lazy, Suspense, useDeferredValue, useMemo } from 'react'
import type { CommentMarkersProps } from './comment-marker-list'

// Radix's tooltip (and its popper) stays out of the track page's first load: the server renders the markers, and
// the page hydrates them when this chunk arrives.
const CommentMarkerList = lazy(() => import('./comment-marker-list'))

/**
 * Until the chunk arrives, the server's markers wait to hydrate, and an urgent render that reached them would throw
 * them away (React: "received an update before it finished hydrating"): the player restoring itself, or the
 * comments arriving, re-render the page
 * during that time. So what changes comes in deferred renders, which wait for the markers to hydrate.
 */
export function CommentMarkers(props: CommentMarkersProps) {
  const comments = useDeferredValue(props.comments)
  const duration = useDeferredValue(props.duration)
  const onPlayFrom = useDeferredValue(props.onPlayFrom)
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <CommentMarkerList comments={comments} duration={duration} onPlayFrom={onPlayFrom} />
      </Suspense>
    ),
    [comments, duration, onPlayFrom],
  )
}
