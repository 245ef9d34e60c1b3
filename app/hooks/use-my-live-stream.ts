import { useEffect, useRef } from 'react'
import type { MyLiveStream } from '../../contracts/streams'
import { liveApi } from '~/lib/queries/live'

/**
 * How often a studio asks about a stream that waits for broadcasting software (has it gone live?) or is broadcast
 * from elsewhere (has it ended?).
 */
const WATCH_POLL_MS = 2000

/**
 * GET /api/streams/live/mine once the studio opens, and again every two seconds while `watching` (a stream waits for
 * its program's first bytes, or a program or another tab broadcasts it: the room tells only its pages and its host,
 * and this studio is neither). `onAnswer` reads the studio as it is when the answer comes.
 */
export function useMyLiveStream(userId: number | undefined, watching: boolean, onAnswer: (mine: MyLiveStream) => void) {
  const answer = useRef(onAnswer)
  answer.current = onAnswer

  useEffect(() => {
    if (userId === undefined) return
    let stale = false
    const ask = () =>
      liveApi
        .mine()
        .then((mine) => stale || answer.current(mine))
        .catch((error: Error) => console.warn('Could not look for a live stream to resume', error))
    void ask()
    const poll = watching ? setInterval(ask, WATCH_POLL_MS) : undefined
    return () => {
      stale = true
      clearInterval(poll)
    }
  }, [userId, watching])
}
