import { usePlayer } from '~/hooks/use-player'
import { FullPlayerBar } from './full-player-bar'
import { MiniPlayerBar } from './mini-player-bar'

/** Fixed at the bottom, above the phone's bottom navigation; hidden until there is something to play. */
export function PlayerBar() {
  const { state } = usePlayer()
  if (!state.currentTrack && !state.queue.length) return null
  return (
    <section aria-label="Audio player" className="fixed inset-x-0 bottom-14 z-40 border-t bg-background md:bottom-0">
      {state.isMinimized ? <MiniPlayerBar /> : <FullPlayerBar />}
    </section>
  )
}
