import { useEffect } from 'react'
import type { PlayerActions } from '~/lib/player/player-actions'

/** Keys already meaningful where focus is: typing, or activating/operating a control. */
const OWNS_KEYS =
  'input, textarea, select, button, a[href], [contenteditable=""], [contenteditable="true"], [role="slider"], [role="menuitem"], [role="tab"]'

/** Space play/pause, Shift+←/→ previous/next, M mute, unless focus is in a field or on a control. */
export function usePlayerShortcuts(hasTrack: boolean, actions: PlayerActions) {
  useEffect(() => {
    if (!hasTrack) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (event.target instanceof Element && event.target.closest(OWNS_KEYS)) return
      const command = shortcut(event, actions)
      if (!command) return
      event.preventDefault()
      command()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [hasTrack, actions])
}

function shortcut(event: KeyboardEvent, actions: PlayerActions) {
  if (event.key === ' ' && !event.shiftKey) return actions.togglePlay
  if (event.key === 'ArrowLeft' && event.shiftKey) return actions.previous
  if (event.key === 'ArrowRight' && event.shiftKey) return actions.next
  if (event.key.toLowerCase() === 'm' && !event.shiftKey) return actions.toggleMute
  return null
}
