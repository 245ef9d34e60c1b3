import { lazy, Suspense } from 'react'
import { usePlayer } from '~/hooks/use-player'
import { loadPlayerBarContent } from './prepare-first-play'

// Most first visits have nothing to play: the bars (sliders, popover, tooltips) load when a track does.
const PlayerBarContent = lazy(loadPlayerBarContent)

/** Docked at the bottom by the layout (bottom-dock.tsx), above the phone's bottom navigation; hidden until there is something to play. */
export function PlayerBar() {
  const { state } = usePlayer()
  if (!state.currentTrack && !state.queue.length) return null
  return (
    <section aria-label="Audio player" className="border-t bg-background">
      <Suspense fallback={null}>
        <PlayerBarContent minimized={state.isMinimized} />
      </Suspense>
    </section>
  )
}
