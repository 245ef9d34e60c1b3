/** The bar's controls: loaded once the page is idle, so the first Play does not wait for them (player-bar.tsx). */
export const loadPlayerBarContent = () => import('./player-bar-content')

/** Loads the bar's code once the browser has nothing else to do after the page's own work; returns a cancel. */
export function loadPlayerBarContentWhenIdle() {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(loadPlayerBarContent, 1000)
    return () => clearTimeout(timer)
  }
  const handle = requestIdleCallback(() => void loadPlayerBarContent(), { timeout: 3000 })
  return () => cancelIdleCallback(handle)
}

/**
 * Gets the player ready for a track about to be chosen while it holds none: the audio starts buffering (preload
 * auto, not just metadata), before the bar's code if that is not loaded yet. Both used to start at the click, and
 * the code, fetched first and at a higher priority, held the audio's request back: the first sound came about a
 * second after the click. The click then sets this same source, which the element keeps (use-player-audio.ts).
 */
export function prepareFirstPlay(audio: HTMLAudioElement | null, streamUrl: string) {
  if (audio && audio.getAttribute('src') !== streamUrl) {
    audio.preload = 'auto'
    audio.src = streamUrl
  }
  void loadPlayerBarContent()
}
