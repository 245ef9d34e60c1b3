import { lazy, Suspense, useEffect } from 'react'
import { usePlayer } from '~/hooks/use-player'
import { loadPlayerBarContent, loadPlayerBarContentWhenIdle } from './prepare-first-play'

// The bars (sliders, popover, tooltips) stay out of the page's first load; they follow once it is idle.
const PlayerBarContent = lazy(loadPlayerBarContent)

/**
 * Docked at the bottom by the layout (bottom-dock.tsx), above the phone's bottom navigation; hidden until there is
 * something to play.
 */
export function PlayerBar() {
  const { state } = usePlayer()
  useEffect(loadPlayerBarContentWhenIdle, [])
  if (!state.currentTrack && !state.queue.length) return null
  return (
    <section aria-label="Audio player" className="border-t bg-background">
      <Suspense fallback={null}>
        <PlayerBarContent minimized={state.isMinimized} />
      </Suspense>
    </section>
  )
}
