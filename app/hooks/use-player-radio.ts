import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, type Dispatch } from 'react'
import { trackQueries } from '~/lib/queries/content'
import { hasQueued, type PlayerAction } from '~/lib/player/player-reducer'
import { toPlayerTrack, type PlayerState } from '~/lib/player/player-state'

/**
 * The radio (docs/product/rules.md#player): when a track plays with nothing queued after it, autoplay on and repeat
 * off, asks once per start of that track for its related tracks and queues them, early enough for the hand-over to
 * load the first ahead. Turning autoplay off drops what it queued.
 */
export function usePlayerRadio(state: PlayerState, dispatch: Dispatch<PlayerAction>, radioOn: boolean) {
  const queryClient = useQueryClient()
  const askedForPlayId = useRef<number | null>(null)
  const trackId = state.currentTrack?.id
  const linkSecret = state.currentTrack?.linkSecret
  const { playId } = state
  const wanted = radioOn && state.repeatMode === 'off' && state.isPlaying && !hasQueued(state)
  useEffect(() => {
    if (!wanted || trackId === undefined || askedForPlayId.current === playId) return
    askedForPlayId.current = playId
    queryClient.fetchQuery(trackQueries.related(trackId, linkSecret)).then(
      (tracks) => dispatch({ type: 'queueRelated', afterTrackId: trackId, tracks: tracks.map(toPlayerTrack) }),
      (error: unknown) => console.error('Related tracks failed', error),
    )
  }, [queryClient, dispatch, wanted, trackId, linkSecret, playId])

  const holdsRelated = state.related.length > 0
  useEffect(() => {
    if (!radioOn && holdsRelated) dispatch({ type: 'dropRelated' })
  }, [dispatch, radioOn, holdsRelated])
}
