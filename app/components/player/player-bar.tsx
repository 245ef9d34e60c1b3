import { usePlayer } from '~/hooks/use-player'
import { FullPlayerBar } from './full-player-bar'
import { MiniPlayerBar } from './mini-player-bar'

/** Docked at the bottom by the layout (bottom-dock.tsx), above the phone's bottom navigation; hidden until there is something to play. */
export function PlayerBar() {
  const { state } = usePlayer()
  if (!state.currentTrack && !state.queue.length) return null
  return (
    <section aria-label="Audio player" className="border-t bg-background">
      {state.isMinimized ? <MiniPlayerBar /> : <FullPlayerBar />}
    </section>
  )
}
